import { DirectoryIndex, indexTerms, IndexedConsultant } from './directory-index';

const entry = (id: number, document: string, extra: Partial<IndexedConsultant> = {}): IndexedConsultant => ({
  id,
  approved: true,
  featured: false,
  availableNow: false,
  availability: false,
  confirmedAtMs: null,
  expertiseMask: 0,
  document,
  ...extra,
});

const query = (words: string[], extra: Partial<{ expertiseMask: number; available: boolean; freshSinceMs: number }> = {}) => ({ words, expertiseMask: 0, freshSinceMs: 0, ...extra });

describe('DirectoryIndex', () => {
  it('splits documents like the engines: letters and digits, accents and case folded', () => {
    expect(indexTerms('Café AUDIT\nrisk-management, 2024')).toEqual(['cafe', 'audit', 'risk', 'management', '2024']);
  });

  it('needs every word as the start of a word of the document', () => {
    const index = new DirectoryIndex();
    index.replaceAll([entry(1, 'audit and budget'), entry(2, 'auditor'), entry(3, 'budget only'), entry(4, 'preaudit')]);
    expect(index.search(query(['audit']), 0, 10)).toEqual({ ids: [2, 1], total: 2 });
    expect(index.search(query(['audit', 'bud']), 0, 10)).toEqual({ ids: [1], total: 1 });
    expect(index.search(query(['cafe']), 0, 10)).toEqual({ ids: [], total: 0 });
  });

  it('orders featured, then available now, then newest, pages without overlap and hides the unapproved', () => {
    const index = new DirectoryIndex();
    index.replaceAll([
      entry(1, 'grants'),
      entry(2, 'grants', { availableNow: true }),
      entry(3, 'grants', { featured: true }),
      entry(4, 'grants'),
      entry(5, 'grants', { approved: false }),
    ]);
    expect(index.search(query(['grants']), 0, 2)).toEqual({ ids: [3, 2], total: 4 });
    expect(index.search(query(['grants']), 2, 2)).toEqual({ ids: [4, 1], total: 4 });
    expect(index.search(query([]), 0, 10)).toEqual({ ids: [3, 2, 4, 1], total: 4 });
  });

  it('filters by expertise bits and by fresh availability', () => {
    const index = new DirectoryIndex();
    index.replaceAll([
      entry(1, 'legacy', { expertiseMask: 0b01, availability: true, confirmedAtMs: 1000 }),
      entry(2, 'legacy', { expertiseMask: 0b10, availability: true, confirmedAtMs: 10 }),
      entry(3, 'legacy', { expertiseMask: 0b11 }),
    ]);
    expect(index.search(query(['legacy'], { expertiseMask: 0b10 }), 0, 10).ids).toEqual([3, 2]);
    expect(index.search(query(['legacy'], { available: true, freshSinceMs: 500 }), 0, 10).ids).toEqual([1]);
    expect(index.search(query([], { available: false, freshSinceMs: 500 }), 0, 10).ids).toEqual([3, 2]);
  });

  it('follows changes: new words, a withdrawn approval, a removal', () => {
    const index = new DirectoryIndex();
    index.replaceAll([entry(1, 'orchard'), entry(2, 'orchard')]);
    index.upsert(entry(3, 'orchard quarry', { featured: true }));
    index.upsert(entry(1, 'quarry'));
    expect(index.search(query(['quarry']), 0, 10)).toEqual({ ids: [3, 1], total: 2 });
    expect(index.search(query(['orchard']), 0, 10)).toEqual({ ids: [3, 2], total: 2 });
    index.upsert(entry(3, 'orchard quarry', { featured: true, approved: false }));
    index.remove(2);
    expect(index.search(query(['orchard']), 0, 10)).toEqual({ ids: [], total: 0 });
    expect(index.search(query([]), 0, 10)).toEqual({ ids: [1], total: 1 });
    index.upsert(entry(4, 'zebra'));
    expect(index.search(query(['zeb']), 0, 10).ids).toEqual([4]);
    expect(index.size).toBe(3);
  });

  it('keeps unsearched totals only until the index changes', () => {
    const index = new DirectoryIndex();
    index.replaceAll([entry(1, 'a', { expertiseMask: 1 }), entry(2, 'b', { expertiseMask: 2 })]);
    expect(index.search(query([], { expertiseMask: 1 }), 0, 1)).toEqual({ ids: [1], total: 1 });
    index.upsert(entry(3, 'c', { expertiseMask: 1 }));
    expect(index.search(query([], { expertiseMask: 1 }), 0, 1)).toEqual({ ids: [3], total: 2 });
    index.upsert(entry(3, 'c', { expertiseMask: 1, approved: false }));
    expect(index.search(query([], { expertiseMask: 1 }), 0, 1)).toEqual({ ids: [1], total: 1 });
  });

  it('orders a few matches among many consultants the same way (sorted, not walked)', () => {
    const index = new DirectoryIndex();
    const others = Array.from({ length: 100 }, (_, i) => entry(i + 10, 'filler'));
    index.replaceAll([...others, entry(1, 'rare', { availableNow: true }), entry(2, 'rare', { featured: true }), entry(3, 'rare'), entry(4, 'rare', { approved: false })]);
    expect(index.search(query(['rare']), 0, 10)).toEqual({ ids: [2, 1, 3], total: 3 });
    expect(index.search(query(['rare']), 1, 1)).toEqual({ ids: [1], total: 3 });
  });

  it('answers many searches in a row (stamps never leak between searches)', () => {
    const index = new DirectoryIndex();
    index.replaceAll(Array.from({ length: 50 }, (_, i) => entry(i + 1, i % 2 ? 'alpha beta' : 'alpha gamma')));
    for (let i = 0; i < 100; i += 1) {
      expect(index.search(query(['alpha', 'beta']), 0, 100).total).toBe(25);
      expect(index.search(query(['gamma', 'alpha']), 0, 100).total).toBe(25);
    }
  });
});
