import { formatDisplayDate } from './formatDate';

describe('formatDisplayDate', () => {
  it("formats dates as 'MMM D, YYYY'", () => {
    expect(formatDisplayDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatDisplayDate('2025-12-25')).toBe('Dec 25, 2025');
  });

  it('formats timestamps', () => {
    expect(formatDisplayDate('2025-02-10T12:00:00.000Z')).toBe('Feb 10, 2025');
  });

  it('gives null for nothing or nonsense', () => {
    expect(formatDisplayDate(null)).toBeNull();
    expect(formatDisplayDate('')).toBeNull();
    expect(formatDisplayDate('not a date')).toBeNull();
  });
});
