import { monthsBefore } from './calendar-months';

describe('monthsBefore (D19 retention)', () => {
  it('goes back whole calendar months, keeping the time of day', () => {
    expect(monthsBefore(new Date('2026-11-26T05:00:00Z'), 24).toISOString()).toBe('2024-11-26T05:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-15T12:30:00Z'), 1).toISOString()).toBe('2025-12-15T12:30:00.000Z');
  });

  it('clamps to the end of a shorter month', () => {
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(monthsBefore(new Date('2028-03-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});
