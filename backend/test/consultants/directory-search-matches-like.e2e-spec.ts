import { EXPERTISE_KEYS, type DirectoryConsultant, type ExpertiseKey } from '../../src/contracts';
import { expertiseMask } from '../../src/modules/consultants/domain/directory-search';
import { seedConsultant } from '../support/directory-seed';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Issue 22 "Results are correct": whatever the search engine (InnoDB FULLTEXT, SQLite FTS5, or an index to come),
 * the directory's matches equal a plain LIKE over the same text: every word, as a word prefix, in the public
 * fields the search document is built from, among approved consultants. The vocabulary has no word inside
 * another, so LIKE '%word%' and a word-prefix match mean the same.
 */
const VOCABULARY = ['audit', 'budget', 'donor', 'ethics', 'grants', 'harbour', 'kitchen', 'legacy', 'mentor', 'nursing', 'orchard', 'pension', 'quarry', 'riverside', 'shelter', 'tenant', 'volunteer', 'wellbeing'];
const SEARCHES: Array<{ search: string; expertise?: ExpertiseKey[] }> = [
  { search: 'audit' },
  { search: 'volunteer' },
  { search: 'volun' }, // a prefix
  { search: 'riverside shelter' },
  { search: 'Budget Donor' }, // case does not matter
  { search: 'pension mentor nursing' },
  { search: 'grants', expertise: ['finance'] },
  { search: 'legacy', expertise: ['fundraising', 'governance'] },
  { search: 'harbour quarry' },
  { search: 'zebra' }, // matches nothing
];

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('directory search matches a plain LIKE (issue 22)', () => {
  let t: TestApp;
  const seeded: Array<{ id: number; text: string; expertise: ExpertiseKey[]; approved: boolean }> = [];

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    const next = random(22);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const words = (n: number) => Array.from({ length: n }, () => pick(VOCABULARY)).join(' ');
    for (let i = 0; i < 60; i += 1) {
      const organisation = `${pick(VOCABULARY)} Partners`;
      const summary = words(4);
      const previousExperience = next() < 0.5 ? words(3) : undefined;
      const expertise = [...new Set([pick(EXPERTISE_KEYS), pick(EXPERTISE_KEYS)])];
      const approved = next() < 0.85;
      const row = await seedConsultant(t, { first: `Person${i}`, surname: 'Private', organisation, summary, previousExperience, expertise, approved });
      seeded.push({ id: row.id, text: [organisation, summary, previousExperience ?? ''].join(' ').toLowerCase(), expertise, approved });
    }
  });
  afterAll(() => t.close());

  /** Every id the API answers for the search, across its pages. */
  async function apiMatches(search: string, expertise: ExpertiseKey[] = []): Promise<number[]> {
    const found: number[] = [];
    for (let page = 1; ; page += 1) {
      const res = await t.http().get('/api/consultants').query({ search, expertise: expertise.join(','), page, pageSize: 25 }).expect(200);
      found.push(...(res.body.data as DirectoryConsultant[]).map((entry) => entry.id));
      if (found.length >= res.body.total || res.body.data.length === 0) {
        expect(found).toHaveLength(res.body.total);
        return found.sort((a, b) => a - b);
      }
    }
  }

  /** The same question in plain SQL: LIKE for every word over the stored text, approved only, the expertise bits. */
  async function likeMatches(search: string, expertise: ExpertiseKey[] = []): Promise<number[]> {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    const mask = expertiseMask(expertise);
    const clauses = ['c.isApproved = 1', ...words.map(() => 'LOWER(c.searchDocument) LIKE ?'), ...(mask ? ['(c.expertiseMask & ?) <> 0'] : [])];
    const rows: Array<{ id: number }> = await t.dataSource.query(
      `SELECT c.id AS id FROM consultants c WHERE ${clauses.join(' AND ')} ORDER BY c.id`,
      [...words.map((word) => `%${word}%`), ...(mask ? [mask] : [])],
    );
    return rows.map((row) => Number(row.id));
  }

  it.each(SEARCHES.map((entry) => ({ expertise: [] as ExpertiseKey[], ...entry })))('"$search" filtered by $expertise: the API finds exactly what LIKE finds', async ({ search, expertise }) => {
    const expected = await likeMatches(search, expertise);
    expect(await apiMatches(search, expertise)).toEqual(expected);
  });

  it('is not comparing empty answers: most searches match someone, unapproved profiles never', async () => {
    const nonEmpty = [];
    for (const { search, expertise } of SEARCHES) if ((await likeMatches(search, expertise)).length > 0) nonEmpty.push(search);
    expect(nonEmpty.length).toBeGreaterThanOrEqual(SEARCHES.length - 2);
    const hidden = seeded.filter((row) => !row.approved && row.text.includes('audit')).map((row) => row.id);
    expect(hidden.length).toBeGreaterThan(0);
    const found = await apiMatches('audit');
    expect(found.filter((id) => hidden.includes(id))).toEqual([]);
  });
});
