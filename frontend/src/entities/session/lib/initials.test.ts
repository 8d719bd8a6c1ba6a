import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane doe', 'JD'],
    ['Jane Mary Doe', 'JM'],
    ['Admin', 'A'],
    ['  Ada   Lovelace  ', 'AL'],
    ['Émile Zola', 'ÉZ'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('is empty for a missing or blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(null)).toBe('');
  });
});
