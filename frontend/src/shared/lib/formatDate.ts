import dayjs from 'dayjs';

/** Dates on member screens (DECISIONS D13): 'Mar 1, 2025'. */
const DISPLAY_DATE_FORMAT = 'MMM D, YYYY';

/**
 * Formats a date-only string (YYYY-MM-DD, read as that calendar day wherever the browser is) or an ISO
 * timestamp (shown in the browser's time zone). Missing or unreadable values give null.
 */
export function formatDisplayDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE_FORMAT) : null;
}
