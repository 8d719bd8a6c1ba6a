import { expiryAfter, hasExpired, reminderDue } from './membership-period';

describe('membership periods (D9)', () => {
  it('activates for the 6-month initial commitment', () => {
    expect(expiryAfter('activate', '2026-03-15', null)).toBe('2026-09-15');
    expect(expiryAfter('activate', '2026-08-31', '2026-01-01')).toBe('2027-02-28');
  });

  it('renews a month from the later of today and the current expiry', () => {
    expect(expiryAfter('renew', '2026-03-15', '2026-04-10')).toBe('2026-05-10');
    expect(expiryAfter('renew', '2026-03-15', '2026-03-01')).toBe('2026-04-15');
    expect(expiryAfter('renew', '2026-03-15', null)).toBe('2026-04-15');
  });

  it('reminds once, within 14 days of the expiry', () => {
    const active = { membershipActive: true, membershipExpiry: '2026-04-14', membershipReminderSentFor: null };
    expect(reminderDue(active, '2026-03-30')).toBe(false);
    expect(reminderDue(active, '2026-03-31')).toBe(true);
    expect(reminderDue(active, '2026-04-14')).toBe(true);
    expect(reminderDue({ ...active, membershipReminderSentFor: '2026-04-14' }, '2026-04-01')).toBe(false);
    expect(reminderDue({ ...active, membershipReminderSentFor: '2026-03-14' }, '2026-04-01')).toBe(true);
    expect(reminderDue({ ...active, membershipActive: false }, '2026-04-01')).toBe(false);
    expect(reminderDue(active, '2026-04-15')).toBe(false);
  });

  it('ends the day after the expiry', () => {
    const active = { membershipActive: true, membershipExpiry: '2026-04-14', membershipReminderSentFor: null };
    expect(hasExpired(active, '2026-04-14')).toBe(false);
    expect(hasExpired(active, '2026-04-15')).toBe(true);
    expect(hasExpired({ ...active, membershipExpiry: null }, '2030-01-01')).toBe(false);
    expect(hasExpired({ ...active, membershipActive: false }, '2030-01-01')).toBe(false);
  });
});
