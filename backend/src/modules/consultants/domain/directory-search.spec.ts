import { buildSearchDocument, booleanModeQuery, expertiseMask, firstNameOf, fts5Query, searchWords } from './directory-search';
import { isAvailableNow } from './availability-freshness';

describe('directory search', () => {
  it('keeps the first name only', () => {
    expect(firstNameOf('  Ada  Lovelace-King ')).toBe('Ada');
    expect(firstNameOf(null)).toBe('');
  });

  it('indexes public fields and expertise labels, never the surname', () => {
    const document = buildSearchDocument({
      name: 'Ada Lovelace',
      organisation: 'Engines Ltd',
      bio: null,
      profileSummary: 'Charity finance',
      specialisations: '',
      previousExperience: 'Treasurer',
      expertise: ['finance', 'bogus'],
    });
    expect(document.split('\n')).toEqual(['Ada', 'Engines Ltd', 'Charity finance', 'Treasurer', 'Finance & Accounting']);
    expect(document).not.toContain('Lovelace');
  });

  it('gives each expertise key its own bit', () => {
    expect(expertiseMask(['finance'])).toBe(1);
    expect(expertiseMask(['finance', 'marketing', 'nope'])).toBe(3);
    expect(expertiseMask([])).toBe(0);
  });

  it('strips operators and short words from the search', () => {
    expect(searchWords(' Fund-raising "HR" +ada* ada ')).toEqual(['fund', 'raising', 'ada']);
    expect(searchWords(undefined)).toEqual([]);
    expect(booleanModeQuery(['fund', 'ada'])).toBe('+fund* +ada*');
    expect(fts5Query(['fund', 'ada'])).toBe('"fund"* "ada"*');
  });

  it('counts availability confirmed within 30 days only', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(isAvailableNow(true, new Date('2026-03-01T12:00:00Z'), now)).toBe(true);
    expect(isAvailableNow(true, new Date('2026-03-01T11:59:59Z'), now)).toBe(false);
    expect(isAvailableNow(true, null, now)).toBe(false);
    expect(isAvailableNow(false, now, now)).toBe(false);
  });
});
