import { daysSince, linkExpiry, linkState, reminderCutoff } from './availability-freshness';

describe('availability freshness (D15)', () => {
  const now = new Date('2026-03-31T12:00:00Z');

  it('asks again after 7 days and keeps links for 14', () => {
    expect(reminderCutoff(now).toISOString()).toBe('2026-03-24T12:00:00.000Z');
    expect(linkExpiry(now).toISOString()).toBe('2026-04-14T12:00:00.000Z');
  });

  it('counts whole days since the confirmation', () => {
    expect(daysSince(new Date('2026-03-30T12:00:01Z'), now)).toBe(0);
    expect(daysSince(new Date('2026-03-01T12:00:00Z'), now)).toBe(30);
    expect(daysSince(new Date('2026-04-01T00:00:00Z'), now)).toBe(0);
    expect(daysSince(null, now)).toBeNull();
  });

  it('tells valid, used, expired and unknown links apart', () => {
    const expiresAt = new Date('2026-04-01T00:00:00Z');
    expect(linkState({ usedAt: null, expiresAt }, now)).toBe('valid');
    expect(linkState({ usedAt: now, expiresAt }, now)).toBe('used');
    expect(linkState({ usedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(linkState({ usedAt: now, expiresAt: new Date('2026-01-01T00:00:00Z') }, now)).toBe('used');
    expect(linkState(null, now)).toBe('invalid');
  });
});
