import { cardSummary, cardTags, daysSinceConfirmed } from './directoryCard';

describe('directory card rules', () => {
  it('keeps a summary of 120 characters whole and cuts a longer one with an ellipsis', () => {
    expect(cardSummary('x'.repeat(120))).toBe('x'.repeat(120));
    expect(cardSummary(`${'x'.repeat(119)} yz`)).toBe(`${'x'.repeat(119)}…`);
    expect(cardSummary(null)).toBe('');
  });

  it('shows at most three tags and counts the rest', () => {
    expect(cardTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('counts whole days since the availability was confirmed', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(daysSinceConfirmed('2026-03-10T08:00:00Z', now)).toBe(0);
    expect(daysSinceConfirmed('2026-03-08T11:00:00Z', now)).toBe(2);
    expect(daysSinceConfirmed(null, now)).toBeNull();
  });
});
