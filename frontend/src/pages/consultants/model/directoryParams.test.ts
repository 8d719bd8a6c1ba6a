import { pageCount, readDirectoryParams, writeDirectoryParams } from './directoryParams';

describe('directory URL state', () => {
  it('reads search, expertise and page', () => {
    expect(readDirectoryParams(new URLSearchParams('search=%20audit%20&expertise=hr&page=3'))).toEqual({ search: 'audit', expertise: 'hr', page: 3 });
  });

  it.each([
    ['an unknown expertise key', 'expertise=astrology', { expertise: '' }],
    ['page 0', 'page=0', { page: 1 }],
    ['a fractional page', 'page=2.5', { page: 1 }],
    ['a word for a page', 'page=two', { page: 1 }],
  ])('falls back to the default for %s', (_label, query, expected) => {
    expect(readDirectoryParams(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeDirectoryParams({ search: '  ', expertise: '', page: 1 }).toString()).toBe('');
    expect(writeDirectoryParams({ search: 'food bank', expertise: 'finance', page: 2 }).toString()).toBe('search=food+bank&expertise=finance&page=2');
  });

  it.each([
    [0, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [100, 24, 5],
  ])('%i consultants at %i a page make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
