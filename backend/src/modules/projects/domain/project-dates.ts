import { PROJECT_MESSAGES } from '../../../contracts';
import { isDateOnly } from '../../../kernel/calendar-date';

/**
 * D8 date rules of a project request, as field errors: well-formed days, the start not before today (the
 * UK date) and the end not before the start. Date-only strings compare correctly as text.
 */
export function projectDateErrors(dates: { startDate: string | null; endDate: string | null }, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const { startDate, endDate } = dates;
  if (startDate !== null && !isDateOnly(startDate)) errors.startDate = PROJECT_MESSAGES.dateFormat;
  if (endDate !== null && !isDateOnly(endDate)) errors.endDate = PROJECT_MESSAGES.dateFormat;
  if (errors.startDate || errors.endDate) return errors;
  if (startDate !== null && startDate < today) errors.startDate = PROJECT_MESSAGES.startInPast;
  if (startDate !== null && endDate !== null && endDate < startDate) errors.endDate = PROJECT_MESSAGES.endBeforeStart;
  else if (startDate === null && endDate !== null && endDate < today) errors.endDate = PROJECT_MESSAGES.endBeforeStart;
  return errors;
}
