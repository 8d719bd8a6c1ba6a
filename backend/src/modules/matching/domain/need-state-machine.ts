import type { NeedKind, NeedState } from '../../../contracts';

/**
 * The moves a need may make (D17). `declined` and `expired` hand the need back to the admins, who may
 * shortlist again; `introduced`, `assigned` and `withdrawn` end it. Anything not listed is refused (409).
 */
const MOVES: Record<NeedState, readonly NeedState[]> = {
  open: ['shortlisted', 'withdrawn'],
  shortlisted: ['chosen', 'declined', 'withdrawn'],
  chosen: ['accepted', 'declined', 'expired', 'withdrawn'],
  accepted: ['introduced', 'assigned'],
  declined: ['shortlisted', 'withdrawn'],
  expired: ['shortlisted', 'withdrawn'],
  introduced: [],
  assigned: [],
  withdrawn: [],
};

export function canMoveNeed(from: NeedState, to: NeedState): boolean {
  return MOVES[from].includes(to);
}

/** Where an accepted match ends: a project gets its consultant (D8), the other doors an introduction. */
export function stateAfterAcceptance(kind: NeedKind): NeedState {
  return kind === 'project' ? 'assigned' : 'introduced';
}

export function isFinished(state: NeedState): boolean {
  return MOVES[state].length === 0;
}

/** A need is waiting on the team while nobody has been shortlisted for it (or the last round came back). */
export function awaitsShortlist(state: NeedState): boolean {
  return state === 'open' || state === 'declined' || state === 'expired';
}
