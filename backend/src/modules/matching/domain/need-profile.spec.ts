import { answerHoursOf, isNeedOverdue, sizeBandOf } from './need-profile';

describe('need profile', () => {
  it('puts a revenue in D9 bands', () => {
    expect(sizeBandOf(450_000)).toBe('small');
    expect(sizeBandOf(1_000_000)).toBe('medium');
    expect(sizeBandOf(10_000_000)).toBe('medium');
    expect(sizeBandOf(10_000_001)).toBe('large');
    expect(sizeBandOf(0)).toBeNull();
    expect(sizeBandOf(null)).toBeNull();
  });

  it('is overdue 24 hours after arrival while open and never shortlisted', () => {
    const now = new Date('2026-01-02T12:00:00Z');
    const dayAgo = new Date('2026-01-01T12:00:00Z');
    expect(isNeedOverdue('open', null, dayAgo, now)).toBe(true);
    expect(isNeedOverdue('open', null, new Date('2026-01-01T12:00:01Z'), now)).toBe(false);
    expect(isNeedOverdue('shortlisted', dayAgo, dayAgo, now)).toBe(false);
  });

  it('counts answered requests by their time, expired ones as the whole 48 hours, and open ones not yet', () => {
    const chosenAt = new Date('2026-01-01T00:00:00Z');
    const at = (hours: number) => new Date(chosenAt.getTime() + hours * 3_600_000);
    expect(
      answerHoursOf([
        { state: 'accepted', chosenAt, answeredAt: at(3) },
        { state: 'declined', chosenAt, answeredAt: at(10) },
        { state: 'expired', chosenAt, answeredAt: null },
        { state: 'chosen', chosenAt, answeredAt: null },
        { state: 'accepted', chosenAt: null, answeredAt: at(1) },
      ]),
    ).toEqual([3, 10, 48]);
  });
});
