import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { MATCHING_MESSAGES, NeedMoveReason, NeedState } from '../../../contracts';
import { ConflictError } from '../../../kernel/domain-errors';
import { AuditTrailService } from '../../audit';
import { canMoveNeed, isFinished } from '../domain/need-state-machine';
import { NeedEntity } from '../infrastructure/need.entity';
import { NeedRepository } from '../infrastructure/need.repository';
import { NeedSourcesRegistry } from './need-sources.registry';

export interface MoveActor {
  userId: number | null;
  ipAddress: string | null;
}

export interface MoveOptions {
  reason?: NeedMoveReason | null;
  note?: string | null;
  /** The source itself asked for the move (e.g. the legacy introduction-request PATCH): do not echo it back. */
  fromSource?: boolean;
  /**
   * The older introduction-request API closes a request by hand at any open state (it keeps working for
   * existing clients): the move skips the matching path but is still conditional, recorded and audited.
   */
  byHand?: boolean;
}

/**
 * The one way a need moves (D17): the state machine allows it, the conditional UPDATE wins it, and a move row,
 * an audit row and the source's mirror follow in the caller's transaction. Impossible or lost moves: 409.
 */
@Injectable()
export class NeedMoverService {
  constructor(
    private readonly needs: NeedRepository,
    private readonly audit: AuditTrailService,
    private readonly sources: NeedSourcesRegistry,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async move(need: NeedEntity, to: NeedState, actor: MoveActor, options: MoveOptions = {}): Promise<void> {
    const from = need.state;
    const allowed = options.byHand ? !isFinished(from) && from !== to : canMoveNeed(from, to);
    if (!allowed) throw new ConflictError(MATCHING_MESSAGES.moveRefused(from, to));
    const now = this.clock.now();
    const extra: Partial<Pick<NeedEntity, 'firstShortlistedAt' | 'acceptedAt'>> = {};
    if (to === 'shortlisted' && !need.firstShortlistedAt) extra.firstShortlistedAt = now;
    if (to === 'accepted') extra.acceptedAt = now;
    if (!(await this.needs.moveState(need, to, now, extra))) throw new ConflictError(MATCHING_MESSAGES.concurrentMove);
    Object.assign(need, extra);
    const reason = options.reason ?? null;
    const note = options.note?.trim() || null;
    await this.needs.recordMove({ needId: need.id, fromState: from, toState: to, reason, note, actorUserId: actor.userId, movedAt: now });
    await this.audit.record({
      action: 'need_moved',
      actorUserId: actor.userId,
      subject: { type: 'need', id: need.id },
      ipAddress: actor.ipAddress,
      details: { from, to, reason },
    });
    if (!options.fromSource) await this.sources.handlerFor(need.kind)?.needMoved(need.sourceId, to, actor.userId);
  }
}
