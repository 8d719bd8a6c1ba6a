import dayjs from 'dayjs';
import { endBeforeStart, isEndDateDisabled, isStartDateDisabled, toCreateRequest } from './projectRequestForm';

const today = dayjs('2026-03-10');

describe('project request date rules (spec 001 §5)', () => {
  it('disables past start dates but not today', () => {
    expect(isStartDateDisabled(dayjs('2026-03-09'), today)).toBe(true);
    expect(isStartDateDisabled(dayjs('2026-03-10'), today)).toBe(false);
    expect(isStartDateDisabled(dayjs('2026-04-01'), today)).toBe(false);
  });

  it('disables end dates before the start, or before today when no start is chosen', () => {
    const start = dayjs('2026-04-01');
    expect(isEndDateDisabled(dayjs('2026-03-31'), start, today)).toBe(true);
    expect(isEndDateDisabled(dayjs('2026-04-01'), start, today)).toBe(false);
    expect(isEndDateDisabled(dayjs('2026-03-09'), null, today)).toBe(true);
    expect(isEndDateDisabled(dayjs('2026-03-10'), null, today)).toBe(false);
  });

  it('flags an end before the start only when both are set', () => {
    expect(endBeforeStart(dayjs('2026-04-02'), dayjs('2026-04-01'))).toBe(true);
    expect(endBeforeStart(dayjs('2026-04-01'), dayjs('2026-04-01'))).toBe(false);
    expect(endBeforeStart(null, dayjs('2026-04-01'))).toBe(false);
  });
});

describe('project request body', () => {
  it('sends date-only strings, a whole number of hours and the one-off flag, and leaves blanks out', () => {
    expect(
      toCreateRequest(
        {
          title: ' Finance review ',
          description: 'Review our reserves policy.',
          expertiseRequired: ['finance'],
          estimatedHours: '40',
          startDate: dayjs('2026-04-01'),
          endDate: dayjs('2026-05-01'),
          notes: '  ',
        },
        true,
      ),
    ).toEqual({
      title: 'Finance review',
      description: 'Review our reserves policy.',
      expertiseRequired: ['finance'],
      estimatedHours: 40,
      startDate: '2026-04-01',
      endDate: '2026-05-01',
      type: 'oneoff',
    });
    expect(toCreateRequest({ title: 'A', description: 'B', expertiseRequired: ['hr'] }, false)).toEqual({
      title: 'A',
      description: 'B',
      expertiseRequired: ['hr'],
    });
  });
});
