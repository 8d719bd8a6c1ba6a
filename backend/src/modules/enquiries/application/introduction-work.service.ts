import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import {
  ADMIN_MESSAGES,
  AdminIntroductionRequestView,
  CursorPage,
  AdminSortKey,
  INTRODUCTION_DIGEST_TIME_ZONE,
  IntroductionStatus,
} from '../../../contracts';
import { requireTransaction } from '../../../database/ambient-transaction';
import { TransactionRunner } from '../../../database/transaction-runner';
import { isUniqueViolation } from '../../../database/unique-violation';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { AuditTrailService } from '../../audit';
import { MailOutboxService } from '../../mail';
import { MatchingMetricsService, NeedIntakeService } from '../../matching';
import { canMove, digestDue, hoursWaiting, localDayAndHour, MoveInput, moveDetailsProblem, overdueBefore, pathTo, statusForNeedState } from '../domain/introduction-workflow';
import { IntroductionWorkRepository, NamedIntroductionRow } from '../infrastructure/introduction-work.repository';
import type { Actor } from '../../../kernel/actor';
import { toAdminIntroductionView } from './introduction-request-view.mapper';

export interface IntroductionWorkFilter {
  status?: IntroductionStatus;
  overdue?: boolean;
}

const DIGEST_NAME = 'introduction-overdue';
/** The digest lists at most this many (oldest first); the admin screen has the rest. */
const DIGEST_MAX_ROWS = 100;

/**
 * Introduction requests as the team's work (issue 10): admins move them pending → contacted → introduced or
 * decline them with a reason; every move is kept and audited. A request still pending 24 hours after it
 * arrived is overdue, and a morning digest lists the overdue ones for the team.
 */
@Injectable()
export class IntroductionWorkService {
  constructor(
    private readonly requests: IntroductionWorkRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditTrailService,
    private readonly mail: MailOutboxService,
    private readonly needs: NeedIntakeService,
    private readonly matching: MatchingMetricsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Newest first unless sorted, by page number or (issue 22) by cursor; two statements on indexes. */
  async list(filter: IntroductionWorkFilter, request: PageRequest<AdminSortKey<'introductionRequests'>>): Promise<CursorPage<AdminIntroductionRequestView>> {
    const none = { data: [], total: 0, page: request.page, pageSize: request.pageSize, nextCursor: null, previousCursor: null };
    if (filter.overdue && filter.status && filter.status !== 'pending') return none;
    const now = this.clock.now();
    const where = filter.overdue ? { overdueBefore: overdueBefore(now) } : { status: filter.status };
    const { rows, byCursor, ...paging } = await this.requests.page(where, { offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor, sort: request.sort });
    return { data: rows.map((row) => toAdminIntroductionView(row, now)), ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
  }

  async move(actor: Actor, id: number, input: MoveInput): Promise<AdminIntroductionRequestView> {
    const problem = moveDetailsProblem(input);
    if (problem) throw new InvalidInputError(Object.values(problem)[0], problem);
    const note = input.note?.trim() || null;
    const declineReason = input.status === 'declined' ? (input.declineReason ?? null) : null;
    return this.transactions.run(async () => {
      const request = await this.requests.findById(id);
      if (!request) throw new NotFoundError(ADMIN_MESSAGES.introductionNotFound);
      if (!canMove(request.status, input.status)) throw new ConflictError(ADMIN_MESSAGES.introductionMoveRefused(request.status, input.status));
      const now = this.clock.now();
      // Conditional on the status read: of two admins moving the same request at once, one wins.
      const moved = await this.requests.moveStatus(id, request.status, { status: input.status, declineReason, statusNote: note, statusChangedAt: now });
      if (!moved) throw new ConflictError(ADMIN_MESSAGES.introductionMoveRefused(request.status, input.status));
      await this.requests.insertMove({ introductionRequestId: id, fromStatus: request.status, toStatus: input.status, declineReason, note, actorUserId: actor.id, movedAt: now });
      await this.audit.record({
        action: 'introduction_request_moved',
        actorUserId: actor.id,
        subject: { type: 'introduction_request', id },
        ipAddress: actor.ipAddress,
        details: { from: request.status, to: input.status, declineReason },
      });
      // Issue 17: the request's need follows a hand-made end (introduced, or declined: withdrawn).
      if (input.status === 'introduced' || input.status === 'declined') {
        await this.needs.sourceMoved('introduction', id, input.status === 'introduced' ? 'introduced' : 'withdrawn', { userId: actor.id, ipAddress: actor.ipAddress }, input.status === 'declined' ? 'introduction_declined' : null);
      }
      return toAdminIntroductionView((await this.requests.findNamed(id)) as NamedIntroductionRow, now);
    });
  }

  /**
   * Matching moved this request's need (issue 17): the status follows along the workflow, each step a move row
   * (the need's own move carries the audit row). Inside matching's transaction.
   */
  async mirrorNeed(id: number, needState: string, actorUserId: number | null): Promise<void> {
    const target = statusForNeedState(needState);
    if (!target) return;
    requireTransaction('IntroductionWorkService.mirrorNeed');
    const request = await this.requests.findById(id);
    if (!request) return;
    let from = request.status as IntroductionStatus;
    const now = this.clock.now();
    for (const to of pathTo(from, target)) {
      const declineReason = to === 'declined' ? 'charity_withdrew' : null;
      const note = 'Moved by matching';
      if (!(await this.requests.moveStatus(id, from, { status: to, declineReason, statusNote: note, statusChangedAt: now }))) return;
      await this.requests.insertMove({ introductionRequestId: id, fromStatus: from, toStatus: to, declineReason, note, actorUserId, movedAt: now });
      from = to;
    }
  }

  /**
   * Run by the scheduler every few minutes: from 08:00 London time, once per London day, mails the team the
   * requests still pending after 24 hours. Returns how many it listed (0 when not due, already sent or none).
   */
  async sendOverdueDigest(): Promise<number> {
    const now = this.clock.now();
    const { day, hour } = localDayAndHour(now, INTRODUCTION_DIGEST_TIME_ZONE);
    if (!digestDue(hour)) return 0;
    try {
      return await this.transactions.run(async () => {
        await this.requests.markDigestSent(DIGEST_NAME, day, now);
        const overdue = await this.requests.overduePending(overdueBefore(now), DIGEST_MAX_ROWS);
        // Issue 17: needs from the other doors without a shortlist join the digest (introduction requests are above).
        const needs = (await this.matching.overdue(DIGEST_MAX_ROWS)).filter((need) => need.kind !== 'introduction');
        if (overdue.length === 0 && needs.length === 0) return 0;
        await this.mail.enqueue(this.mail.adminInbox, 'introductionOverdueDigest', {
          requests: overdue.map((row) => ({ id: row.id, contactName: row.contactName, charityName: row.charityName || null, hoursWaiting: hoursWaiting(new Date(row.createdAt), now) })),
          needs: needs.map((need) => ({ id: need.id, kind: need.kind === 'get_matched' ? 'get matched' : need.kind, organisation: need.organisation, hoursWaiting: hoursWaiting(new Date(need.createdAt), now) })),
        });
        return overdue.length + needs.length;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 0;
      throw error;
    }
  }
}
