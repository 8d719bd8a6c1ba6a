import { NEED_STATES, NeedState } from '../../../contracts';
import { awaitsShortlist, canMoveNeed, isFinished, stateAfterAcceptance } from './need-state-machine';

describe('need state machine (D17)', () => {
  const allowed: Array<[NeedState, NeedState]> = [
    ['open', 'shortlisted'],
    ['shortlisted', 'chosen'],
    ['chosen', 'accepted'],
    ['accepted', 'introduced'],
    ['accepted', 'assigned'],
    ['shortlisted', 'declined'],
    ['chosen', 'declined'],
    ['chosen', 'expired'],
    ['declined', 'shortlisted'],
    ['expired', 'shortlisted'],
    ['open', 'withdrawn'],
  ];

  it.each(allowed)('%s → %s is allowed', (from, to) => expect(canMoveNeed(from, to)).toBe(true));

  it.each([
    ['open', 'chosen'],
    ['open', 'accepted'],
    ['shortlisted', 'accepted'],
    ['chosen', 'chosen'],
    ['accepted', 'declined'],
    ['introduced', 'shortlisted'],
    ['assigned', 'shortlisted'],
    ['withdrawn', 'open'],
    ['expired', 'accepted'],
  ] as Array<[NeedState, NeedState]>)('%s → %s is refused', (from, to) => expect(canMoveNeed(from, to)).toBe(false));

  it('never moves a state onto itself', () => {
    for (const state of NEED_STATES) expect(canMoveNeed(state, state)).toBe(false);
  });

  it('ends a project need assigned and the other doors introduced', () => {
    expect(stateAfterAcceptance('project')).toBe('assigned');
    expect(stateAfterAcceptance('introduction')).toBe('introduced');
    expect(stateAfterAcceptance('get_matched')).toBe('introduced');
  });

  it('knows which states are final and which wait on the team', () => {
    expect(NEED_STATES.filter(isFinished)).toEqual(['introduced', 'assigned', 'withdrawn']);
    expect(NEED_STATES.filter(awaitsShortlist)).toEqual(['open', 'declined', 'expired']);
  });
});
