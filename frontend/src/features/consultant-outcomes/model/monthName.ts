/** '2026-06' → 'June 2026' (the month is a UTC calendar month, so it is read in UTC). */
export function monthName(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
