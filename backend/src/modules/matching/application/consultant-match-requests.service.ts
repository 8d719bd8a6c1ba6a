import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { CONSULTANT_DECLINE_REASONS, ConsultantDeclineReason, MATCHING_MESSAGES, MatchRequestView } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, NotFoundError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { firstNameOf } from '../../consultants';
import { MailOutboxService } from '../../mail';
import { stateAfterAcceptance } from '../domain/need-state-machine';
import type { MatchRequestEntity } from '../infrastructure/match-request.entity';
import type { NeedEntity } from '../infrastructure/need.entity';
import { NeedRepository } from '../infrastructure/need.repository';
import { PartyQuery } from '../infrastructure/party.query';
import { checkDecline } from './decline-input';
import { NeedMoverService } from './need-mover.service';
import { NeedSourcesRegistry } from './need-sources.registry';
import { MatchNotifier } from './match-notifier.service';
import { toMatchRequestView } from './match-request-view.mapper';

/**
 * The chosen consultant's answer (D17): accept within 48 hours (a project is then assigned to them, D8; the
 * other doors get the introduction, the first time either side's e-mail is shared) or decline with a reason.
 */
@Injectable()
export class ConsultantMatchRequestsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly needs: NeedRepository,
    private readonly parties: PartyQuery,
    private readonly mover: NeedMoverService,
    private readonly sources: NeedSourcesRegistry,
    private readonly mail: MailOutboxService,
    private readonly notifier: MatchNotifier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(user: SessionUser): Promise<MatchRequestView[]> {
    const consultantId = await this.parties.consultantIdOfUser(user.id);
    if (consultantId === null) return [];
    const requests = await this.needs.consultantRequests(consultantId);
    const needs = new Map((await this.needs.needsByIds([...new Set(requests.map((row) => row.needId))])).map((need) => [need.id, need]));
    return requests.flatMap((row) => {
      const need = needs.get(row.needId);
      return need ? [toMatchRequestView(row, need)] : [];
    });
  }

  async accept(user: SessionUser, id: number, ipAddress: string | null): Promise<MatchRequestView> {
    return this.transactions.run(async () => {
      const { request, need, consultantId } = await this.openOwn(user, id);
      const now = this.clock.now();
      if (!(await this.needs.moveMatchRequest(request.id, 'chosen', { state: 'accepted', answeredAt: now }))) throw new ConflictError(MATCHING_MESSAGES.answerClosed);
      const actor = { userId: user.id, ipAddress };
      await this.mover.move(need, 'accepted', actor);
      if (need.kind === 'project') {
        await this.sources.handlerFor('project')?.consultantAccepted(need.sourceId, consultantId, user.id);
      } else {
        await this.introduce(need, consultantId);
      }
      await this.mover.move(need, stateAfterAcceptance(need.kind), actor);
      await this.notifier.accepted(need, user.name);
      return toMatchRequestView({ ...request, state: 'accepted', answeredAt: now }, need);
    });
  }

  async decline(user: SessionUser, id: number, reason: ConsultantDeclineReason, note: string | undefined, ipAddress: string | null): Promise<MatchRequestView> {
    const cleanNote = checkDecline(CONSULTANT_DECLINE_REASONS, reason, note);
    return this.transactions.run(async () => {
      const { request, need } = await this.openOwn(user, id);
      const now = this.clock.now();
      if (!(await this.needs.moveMatchRequest(request.id, 'chosen', { state: 'declined', answeredAt: now, declineReason: reason, declineNote: cleanNote }))) {
        throw new ConflictError(MATCHING_MESSAGES.answerClosed);
      }
      await this.mover.move(need, 'declined', { userId: user.id, ipAddress }, { reason, note: cleanNote });
      await this.mail.enqueue(this.mail.adminInbox, 'matchingAdminNotice', { needId: need.id, summary: `the chosen consultant declined (${reason}${cleanNote ? `: ${cleanNote}` : ''}); shortlist the next candidate` });
      await this.notifier.notAccepted(need, { userId: user.id, name: user.name }, 'declined');
      return toMatchRequestView({ ...request, state: 'declined', answeredAt: now }, need);
    });
  }

  /** Someone else's request, or one never chosen: 404. Answered, or past its 48 hours: 409. */
  private async openOwn(user: SessionUser, id: number): Promise<{ request: MatchRequestEntity; need: NeedEntity; consultantId: number }> {
    const consultantId = await this.parties.consultantIdOfUser(user.id);
    const request = consultantId === null ? null : await this.needs.findMatchRequest(id);
    if (!request || request.consultantId !== consultantId || ['proposed', 'not_chosen', 'withdrawn'].includes(request.state)) throw new NotFoundError(MATCHING_MESSAGES.matchRequestNotFound);
    const need = await this.needs.findById(request.needId);
    if (!need) throw new NotFoundError(MATCHING_MESSAGES.matchRequestNotFound);
    const late = request.dueAt !== null && new Date(request.dueAt).getTime() <= this.clock.now().getTime();
    if (request.state !== 'chosen' || late || need.state !== 'chosen') throw new ConflictError(MATCHING_MESSAGES.answerClosed);
    return { request, need, consultantId };
  }

  /** The introduction: each side receives the other's contact details, only now (D4, D17). */
  private async introduce(need: NeedEntity, consultantId: number): Promise<void> {
    const [consultant] = await this.parties.consultants([consultantId]);
    const charity = need.charityId === null ? null : await this.parties.charity(need.charityId);
    const requester = need.contactEmail
      ? { name: need.contactName ?? '', email: need.contactEmail, phone: null as string | null, organisation: need.organisation }
      : charity && { name: charity.name, email: charity.email, phone: charity.phone, organisation: charity.organisation };
    if (!consultant || !requester) return;
    await this.mail.enqueue(requester.email, 'matchIntroduction', { name: firstNameOf(requester.name), otherName: consultant.name, otherOrganisation: null, otherEmail: consultant.email, otherPhone: consultant.phone });
    await this.mail.enqueue(consultant.email, 'matchIntroduction', {
      name: firstNameOf(consultant.name),
      otherName: requester.name,
      otherOrganisation: requester.organisation,
      otherEmail: requester.email,
      otherPhone: requester.phone,
    });
  }
}

