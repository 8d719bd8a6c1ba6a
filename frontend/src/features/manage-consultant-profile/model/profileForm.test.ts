import { parseYears, toProfileChanges } from './profileForm';

describe('profile form', () => {
  it.each([
    ['12', 12],
    ['1,2', 12],
    ['', 0],
    // Refused by the field's rule before the form sends anything; the builder never sends NaN.
    ['7.9', 0],
    ['abc', 0],
    [undefined, 0],
  ])('reads years %p as %p', (input, expected) => {
    expect(parseYears(input)).toBe(expected);
  });

  it('sends every field, trimmed, with blank text meaning "clear"', () => {
    expect(
      toProfileChanges({ expertise: ['finance'], yearsExperience: '15', profileSummary: '  Summary  ', linkedin: ' ' }),
    ).toEqual({
      expertise: ['finance'],
      yearsExperience: 15,
      profileSummary: 'Summary',
      previousExperience: '',
      specialisations: '',
      linkedin: '',
    });
  });
});
