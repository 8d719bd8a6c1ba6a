import { monthName } from './monthName';

it('names a month in words', () => {
  expect(monthName('2026-06')).toBe('June 2026');
  expect(monthName('2025-12')).toBe('December 2025');
});
