import { MAX_EMPLOYEE_COUNT, MAX_REVENUE, MAX_YEARS_EXPERIENCE, MIN_FOUNDING_YEAR } from './limits';
import { VALIDATION_MESSAGES } from './messages';
import { formatWholePounds } from './number-format';

/**
 * Whole numbers as people type them (issue 6 §6): a pound sign, thousands commas and spaces are
 * ignored, so '£1,250,000' and '250 000' are 1250000 and 250000. Anything else ('12.5', '12 staff',
 * 'lots') is not a whole number: the screens and the server refuse it with the same message.
 * Returns null for blank input and NaN for text that is not a whole number.
 */
export function parseWholeNumber(input: unknown): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input : Number.NaN;
  if (typeof input !== 'string') return Number.NaN;
  if (input.trim() === '') return null;
  const compact = input.replace(/[£,\s]/g, '');
  return /^[-+]?\d{1,15}$/.test(compact) ? Number(compact) : Number.NaN;
}

export interface WholeNumberRule {
  min: number;
  max: (now: Date) => number;
  notANumber: string;
  outOfRange: (value: number, now: Date) => string;
}

/** The numeric fields of registration, application and profile, with the messages both sides show. */
export const WHOLE_NUMBER_RULES = {
  revenue: {
    min: 0,
    max: () => MAX_REVENUE,
    notANumber: 'Revenue must be a whole number',
    outOfRange: (value) => (value < 0 ? 'Revenue cannot be negative' : `Revenue must be at most ${formatWholePounds(MAX_REVENUE)}`),
  },
  employeeCount: {
    min: 0,
    max: () => MAX_EMPLOYEE_COUNT,
    notANumber: 'Employee count must be a whole number',
    outOfRange: (value) => (value < 0 ? 'Employee count cannot be negative' : 'Please check the number of employees'),
  },
  foundingYear: {
    min: MIN_FOUNDING_YEAR,
    max: (now) => now.getFullYear(),
    notANumber: 'Founding year must be a year',
    outOfRange: (_value, now) => `Founding year must be between ${MIN_FOUNDING_YEAR} and ${now.getFullYear()}`,
  },
  yearsExperience: {
    min: 0,
    max: () => MAX_YEARS_EXPERIENCE,
    notANumber: 'Years of experience must be a whole number',
    outOfRange: (value) =>
      value < 0 ? VALIDATION_MESSAGES.yearsExperiencePositive : `Years of experience must be ${MAX_YEARS_EXPERIENCE} or fewer`,
  },
} satisfies Record<string, WholeNumberRule>;

/** The message for `input` under `rule`, or null when it is a whole number in range. Blank counts as missing. */
export function wholeNumberProblem(rule: WholeNumberRule, input: unknown, now: Date = new Date()): string | null {
  const value = parseWholeNumber(input);
  if (value === null || Number.isNaN(value)) return rule.notANumber;
  if (value < rule.min || value > rule.max(now)) return rule.outOfRange(value, now);
  return null;
}
