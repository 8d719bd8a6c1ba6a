import { canMove, digestDue, isOverdue, localDayAndHour, moveDetailsProblem, pathTo, statusForNeedState } from './introduction-workflow';

describe('introduction request workflow', () => {
  it.each([
    ['pending', 'contacted', true],
    ['contacted', 'introduced', true],
    ['pending', 'declined', true],
    ['contacted', 'declined', true],
    ['pending', 'introduced', false],
    ['pending', 'pending', false],
    ['introduced', 'declined', false],
    ['declined', 'contacted', false],
    ['mystery', 'contacted', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => expect(canMove(from, to)).toBe(allowed));

  it('asks a reason from the list for a decline, and a note for "other"', () => {
    expect(moveDetailsProblem({ status: 'declined' })).toEqual({ declineReason: 'Please choose a reason for declining' });
    expect(moveDetailsProblem({ status: 'declined', declineReason: 'duplicate' })).toBeNull();
    expect(moveDetailsProblem({ status: 'declined', declineReason: 'other', note: '  ' })).toEqual({ note: 'Please add a note explaining the reason' });
    expect(moveDetailsProblem({ status: 'declined', declineReason: 'other', note: 'Moved abroad' })).toBeNull();
    expect(moveDetailsProblem({ status: 'contacted', declineReason: 'duplicate' })).toEqual({ declineReason: 'A reason is only given when declining' });
    expect(moveDetailsProblem({ status: 'contacted', note: 'Called them' })).toBeNull();
  });

  it('flags a request still pending 24 hours after it arrived', () => {
    const arrived = new Date('2026-03-02T09:00:00Z');
    expect(isOverdue('pending', arrived, new Date('2026-03-03T08:59:59Z'))).toBe(false);
    expect(isOverdue('pending', arrived, new Date('2026-03-03T09:00:00Z'))).toBe(true);
    expect(isOverdue('contacted', arrived, new Date('2026-03-09T09:00:00Z'))).toBe(false);
  });

  it('reads the London day and hour across summer time', () => {
    expect(localDayAndHour(new Date('2026-01-15T07:59:00Z'), 'Europe/London')).toEqual({ day: '2026-01-15', hour: 7 });
    expect(localDayAndHour(new Date('2026-07-15T07:00:00Z'), 'Europe/London')).toEqual({ day: '2026-07-15', hour: 8 });
    expect(localDayAndHour(new Date('2026-07-15T23:30:00Z'), 'Europe/London')).toEqual({ day: '2026-07-16', hour: 0 });
    expect(digestDue(7)).toBe(false);
    expect(digestDue(8)).toBe(true);
  });
});

describe('mirroring a need (issue 17)', () => {
  it('maps need states to introduction statuses', () => {
    expect(statusForNeedState('open')).toBeNull();
    expect(statusForNeedState('shortlisted')).toBe('contacted');
    expect(statusForNeedState('expired')).toBe('contacted');
    expect(statusForNeedState('introduced')).toBe('introduced');
    expect(statusForNeedState('withdrawn')).toBe('declined');
  });

  it('walks the workflow one or two steps, never back', () => {
    expect(pathTo('pending', 'introduced')).toEqual(['contacted', 'introduced']);
    expect(pathTo('pending', 'contacted')).toEqual(['contacted']);
    expect(pathTo('contacted', 'contacted')).toEqual([]);
    expect(pathTo('introduced', 'contacted')).toEqual([]);
    expect(pathTo('contacted', 'declined')).toEqual(['declined']);
  });
});
