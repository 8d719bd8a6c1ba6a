import { isNeedOverdue, sizeBandOf } from './need-profile';

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
});
