import dayjs, { type Dayjs } from 'dayjs';
import type { ProjectCreateRequest } from '@/entities/project';

export interface ProjectRequestValues {
  title?: string;
  description?: string;
  expertiseRequired?: string[];
  estimatedHours?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  notes?: string;
}

/** The date-only form the API takes (D8); the picker's local calendar day, never shifted by a time zone. */
const toDateOnly = (date: Dayjs | null | undefined) => (date ? date.format('YYYY-MM-DD') : undefined);

/** spec 001 §5: the start picker disables past dates. */
export function isStartDateDisabled(date: Dayjs, today: Dayjs = dayjs()): boolean {
  return date.isBefore(today, 'day');
}

/** spec 001 §5: the end picker disables dates before the start date, or before today without one. */
export function isEndDateDisabled(date: Dayjs, start: Dayjs | null | undefined, today: Dayjs = dayjs()): boolean {
  return date.isBefore(start ?? today, 'day');
}

/** The same day as the start is allowed: the message says "after", the rule says "not before". */
export function endBeforeStart(start: Dayjs | null | undefined, end: Dayjs | null | undefined): boolean {
  return Boolean(start && end && end.isBefore(start, 'day'));
}

export function toCreateRequest(values: ProjectRequestValues, oneOff: boolean): ProjectCreateRequest {
  const hours = values.estimatedHours?.trim();
  const notes = values.notes?.trim();
  return {
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim(),
    expertiseRequired: values.expertiseRequired ?? [],
    ...(hours ? { estimatedHours: Number(hours) } : {}),
    ...(values.startDate ? { startDate: toDateOnly(values.startDate) } : {}),
    ...(values.endDate ? { endDate: toDateOnly(values.endDate) } : {}),
    ...(notes ? { notes } : {}),
    ...(oneOff ? { type: 'oneoff' as const } : {}),
  };
}
