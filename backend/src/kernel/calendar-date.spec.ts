import { addDays, addMonths, isDateOnly, ukDateOnly } from './calendar-date';

describe('calendar dates', () => {
  it('reads today as the UK date, not the UTC one', () => {
    expect(ukDateOnly(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01'); // BST
    expect(ukDateOnly(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31'); // GMT
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isDateOnly('2026-02-28')).toBe(true);
    expect(isDateOnly('2028-02-29')).toBe(true);
    expect(isDateOnly('2026-02-29')).toBe(false);
    expect(isDateOnly('2026-2-1')).toBe(false);
    expect(isDateOnly('2026-01-01T00:00:00Z')).toBe(false);
    expect(isDateOnly(20260101)).toBe(false);
  });

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
