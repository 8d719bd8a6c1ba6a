import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { NeedKind, NeedMoveReason } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { AuditTrailService } from '../../audit';
import { expertiseMask } from '../../consultants';
import { expertiseKeys } from '../domain/candidate-scorer';
import { isFinished } from '../domain/need-state-machine';
import { sizeBandOf } from '../domain/need-profile';
import { NeedRepository } from '../infrastructure/need.repository';
import { PartyQuery } from '../infrastructure/party.query';
import { MoveActor, NeedMoverService } from './need-mover.service';

export interface ProjectNeedInput {
  projectId: number;
  charityId: number;
  requesterUserId: number;
  expertise: readonly string[];
  title: string;
  description: string;
  timeline: string | null;
}

export interface IntroductionNeedInput {
  introductionRequestId: number;
  organisation: string | null;
  contactName: string;
  email: string;
  expertise: string | null;
  timeline: string | null;
  consultantId: number | null;
  description: string;
}

export interface GetMatchedNeedInput {
  submissionId: number;
  organisation: string;
  contactName: string;
  email: string;
  description: string;
}

/**
 * The three doors (issue 17): each creation of a project request, an introduction request or a get-matched
 * enquiry opens a need in the same transaction, with a first move row (null → open) and its audit row.
 */
@Injectable()
export class NeedIntakeService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly needs: NeedRepository,
    private readonly parties: PartyQuery,
    private readonly mover: NeedMoverService,
    private readonly audit: AuditTrailService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async fromProject(input: ProjectNeedInput): Promise<number> {
    const charity = await this.parties.charity(input.charityId);
    return this.open('project', input.projectId, {
      charityId: input.charityId,
      requesterUserId: input.requesterUserId,
      organisation: charity?.organisation ?? null,
      contactName: charity?.name ?? null,
      contactEmail: null,
      expertise: input.expertise,
      sizeBand: sizeBandOf(charity?.revenue),
      cause: charity?.primaryCause ?? null,
      timeline: input.timeline,
      namedConsultantId: null,
      description: `${input.title}\n\n${input.description}`,
    }, input.requesterUserId);
  }

  fromIntroduction(input: IntroductionNeedInput): Promise<number> {
    return this.open('introduction', input.introductionRequestId, {
      charityId: null,
      requesterUserId: null,
      organisation: input.organisation || null,
      contactName: input.contactName,
      contactEmail: input.email,
      expertise: input.expertise ? [input.expertise] : [],
      sizeBand: null,
      cause: null,
      timeline: input.timeline || null,
      namedConsultantId: input.consultantId,
      description: input.description,
    }, null);
  }

  fromGetMatched(input: GetMatchedNeedInput): Promise<number> {
    return this.open('get_matched', input.submissionId, {
      charityId: null,
      requesterUserId: null,
      organisation: input.organisation || null,
      contactName: input.contactName,
      contactEmail: input.email,
      expertise: [],
      sizeBand: null,
      cause: null,
      timeline: null,
      namedConsultantId: null,
      description: input.description,
    }, null);
  }

  /**
   * A source moved on its own (an admin using the older introduction-request API, a cancelled project): the
   * need is closed the same way, unless it has already ended.
   */
  async sourceMoved(kind: NeedKind, sourceId: number, to: 'withdrawn' | 'introduced' | 'assigned', actor: MoveActor, reason: NeedMoveReason | null): Promise<void> {
    await this.transactions.run(async () => {
      const need = await this.needs.findBySource(kind, sourceId);
      if (!need || isFinished(need.state)) return;
      await this.mover.move(need, to, actor, { reason, fromSource: true, byHand: true, note: to === 'withdrawn' ? null : 'Matched outside the shortlist' });
    });
  }

  private async open(kind: NeedKind, sourceId: number, fields: OpenFields, actorUserId: number | null): Promise<number> {
    const now = this.clock.now();
    const expertise = expertiseKeys(fields.expertise);
    return this.transactions.run(async () => {
      const id = await this.needs.insert({
        kind,
        sourceId,
        ...fields,
        expertise,
        expertiseMask: expertiseMask(expertise),
        state: 'open',
        stateChangedAt: now,
        createdAt: now,
      });
      await this.needs.recordMove({ needId: id, fromState: null, toState: 'open', actorUserId, movedAt: now });
      await this.audit.record({ action: 'need_moved', actorUserId, subject: { type: 'need', id }, details: { from: null, to: 'open', reason: null } });
      return id;
    });
  }
}

interface OpenFields {
  charityId: number | null;
  requesterUserId: number | null;
  organisation: string | null;
  contactName: string | null;
  contactEmail: string | null;
  expertise: readonly string[];
  sizeBand: ReturnType<typeof sizeBandOf>;
  cause: string | null;
  timeline: string | null;
  namedConsultantId: number | null;
  description: string;
}
