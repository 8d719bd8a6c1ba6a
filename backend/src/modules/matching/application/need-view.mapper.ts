import { MATCH_REQUEST_STATE_LABELS, NEED_MOVE_REASON_LABELS, type ExpertiseKey, type NeedDetailView, type NeedMoveView, type NeedSummaryView, type ShortlistEntryView } from '../../../contracts';
import { firstNameOf } from '../../consultants';
import { isNeedOverdue } from '../domain/need-profile';
import { canMoveNeed } from '../domain/need-state-machine';
import type { MatchRequestEntity } from '../infrastructure/match-request.entity';
import type { NeedMoveEntity } from '../infrastructure/need-move.entity';
import type { NeedEntity } from '../infrastructure/need.entity';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Field by field (a whitelist): the requester's e-mail is not part of a need's view. */
export function toNeedSummary(need: NeedEntity, now: Date): NeedSummaryView {
  const createdAt = new Date(need.createdAt);
  return {
    id: need.id,
    kind: need.kind,
    sourceId: need.sourceId,
    state: need.state,
    organisation: need.organisation,
    contactFirstName: need.contactName ? firstNameOf(need.contactName) : null,
    expertise: need.expertise as ExpertiseKey[],
    sizeBand: need.sizeBand,
    cause: need.cause,
    timeline: need.timeline,
    namedConsultantId: need.namedConsultantId,
    createdAt: createdAt.toISOString(),
    stateChangedAt: iso(need.stateChangedAt),
    overdue: isNeedOverdue(need.state, need.firstShortlistedAt ? new Date(need.firstShortlistedAt) : null, createdAt, now),
    version: need.version,
  };
}

function toMoveView(move: NeedMoveEntity, actorNames: ReadonlyMap<number, string>): NeedMoveView {
  return {
    fromState: move.fromState,
    toState: move.toState,
    reason: move.reason,
    reasonLabel: move.reason ? (NEED_MOVE_REASON_LABELS[move.reason] ?? move.reason) : null,
    note: move.note,
    actorUserId: move.actorUserId,
    actorName: move.actorUserId === null ? null : (actorNames.get(move.actorUserId) ?? null),
    movedAt: iso(move.movedAt),
  };
}

export function toNeedDetail(need: NeedEntity, moves: NeedMoveEntity[], actorNames: ReadonlyMap<number, string>, shortlist: ShortlistEntryView[], now: Date): NeedDetailView {
  return { ...toNeedSummary(need, now), description: need.description, history: moves.map((move) => toMoveView(move, actorNames)), shortlist, canShortlist: canMoveNeed(need.state, 'shortlisted') };
}

/** One shortlisted consultant on the admins' need page, its state in words. */
export function toShortlistEntry(request: MatchRequestEntity, name: string): ShortlistEntryView {
  return { matchRequestId: request.id, consultantId: request.consultantId, name, note: request.note, state: request.state, stateLabel: MATCH_REQUEST_STATE_LABELS[request.state] ?? request.state };
}
