import { parseWholeNumber, WHOLE_NUMBER_RULES, wholeNumberProblem } from './whole-number';

describe('parseWholeNumber (issue 6 §6: one reading on both sides)', () => {
  it.each([
    ['250,000', 250000],
    ['£1,250,000', 1250000],
    ['250 000', 250000],
    [' 1998 ', 1998],
    ['0', 0],
    ['-5', -5],
    [12, 12],
  ])('reads %j as %d', (input, expected) => {
    expect(parseWholeNumber(input)).toBe(expected);
  });

  it.each(['', '   ', null, undefined])('reads blank %j as null', (input) => {
    expect(parseWholeNumber(input)).toBeNull();
  });

  it.each(['12.5', '12 staff', 'lots', '1e6', '£', '0x10', 2.5, Number.NaN, true, ['1']])('refuses %j (NaN)', (input) => {
    expect(parseWholeNumber(input)).toBeNaN();
  });
});

describe('wholeNumberProblem', () => {
  const now = new Date('2031-05-01T12:00:00Z');

  it('accepts numbers in range, typed or sent as text', () => {
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.revenue, '£250,000', now)).toBeNull();
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.foundingYear, 2031, now)).toBeNull();
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.yearsExperience, '0', now)).toBeNull();
  });

  it('names the field when the text is not a whole number, or blank', () => {
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.revenue, 'lots', now)).toBe('Revenue must be a whole number');
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.employeeCount, '', now)).toBe('Employee count must be a whole number');
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.yearsExperience, 2.5, now)).toBe('Years of experience must be a whole number');
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.foundingYear, 'unknown', now)).toBe('Founding year must be a year');
  });

  it('says what is out of range', () => {
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.revenue, -1, now)).toBe('Revenue cannot be negative');
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.revenue, 3_000_000_000, now)).toBe('Revenue must be at most £2,000,000,000');
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.foundingYear, 2032, now)).toBe('Founding year must be between 1000 and 2031');
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.yearsExperience, -1, now)).toBe('Years of experience must be positive');
    expect(wholeNumberProblem(WHOLE_NUMBER_RULES.yearsExperience, 81, now)).toBe('Years of experience must be 80 or fewer');
  });
});
