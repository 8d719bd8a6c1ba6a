import { ADMIN_REPORT_MESSAGES, UnmetDemandReport } from '../../src/contracts';
import { UnmetSearchEntity } from '../../src/modules/consultants/infrastructure/unmet-search.entity';
import { CharityWaitingListEntity } from '../../src/modules/enquiries/infrastructure/charity-waiting-list.entity';
import { countStatements } from '../support/dashboard-accounts';
import { seedConsultant } from '../support/directory-seed';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 86_400_000;

describe('Unmet demand: zero-result directory searches and the waiting list (issue 7)', () => {
  let t: TestApp;
  const logged = () => t.dataSource.getRepository(UnmetSearchEntity).find({ order: { id: 'ASC' } });
  const search = (query: Record<string, unknown>) => t.agent().get('/api/consultants').query(query).expect(200);

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    await seedConsultant(t, { first: 'Ada', surname: 'Lovelace', summary: 'Treasurer for small charities', expertise: ['finance'] });
  });
  afterAll(() => t.close());

  it('records a search or expertise filter that finds nobody: the words, the expertise and the time, nothing else', async () => {
    await search({ search: 'Lovelace' }); // a surname is not searchable (D4): zero results
    await search({ search: '  Grant-writing  ++Bids ', expertise: 'fundraising' });
    await search({ expertise: ['legal', 'hr'] });
    const rows = await logged();
    expect(rows.map(({ searchText, expertiseMask }) => ({ searchText, expertiseMask }))).toEqual([
      { searchText: 'lovelace', expertiseMask: 0 },
      { searchText: 'grant writing bids', expertiseMask: 4 },
      { searchText: '', expertiseMask: expect.any(Number) },
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual(['createdAt', 'expertiseMask', 'id', 'searchText']);
    expect(Math.abs(rows[0].createdAt.getTime() - t.clock.now().getTime())).toBeLessThan(5000);
  });

  it('records nothing for a search that finds someone, plain paging, or a search without a usable word', async () => {
    const before = (await logged()).length;
    await search({ search: 'treasurer' });
    await search({ expertise: 'finance' });
    await search({ page: 3 });
    await search({ available: 'false' });
    await search({ search: 'hr' }); // words under 3 characters are no search
    expect(await logged()).toHaveLength(before);
  });

  it('stays within three SQL statements for a zero-result search, the record included', async () => {
    const before = (await logged()).length;
    const statements = await countStatements(t, () => search({ search: 'zeppelin', expertise: 'marketing' }));
    expect(statements.length).toBeLessThanOrEqual(3);
    expect(statements.some((sql) => /INSERT INTO\s+[`"]?directory_unmet_searches/i.test(sql))).toBe(true);
    expect(await logged()).toHaveLength(before + 1);
  });

  it('reports zero-result searches by expertise and by text, beside the charity waiting list, over the last N days', async () => {
    const now = t.clock.now();
    const old = new Date(now.getTime() - 100 * DAY);
    await t.dataSource.manager.insert(UnmetSearchEntity, [
      { searchText: 'zeppelin', expertiseMask: 0, createdAt: now },
      { searchText: 'ancient', expertiseMask: 4, createdAt: old },
    ]);
    const entry = (primaryNeed: string | null, createdAt: Date) => ({ charityName: 'Hope Trust', contactName: 'Sam Lee', email: 'sam@hope.example', phone: null, charitySize: 'small' as const, primaryNeed, currentChallenges: null, createdAt });
    await t.dataSource.manager.insert(CharityWaitingListEntity, [
      entry('Fundraising', now),
      entry('fundraising', now),
      entry('A new website', now),
      entry(null, now),
      entry('Fundraising', old),
    ]);
    const admin = await signInAsAdmin(t);
    const statements = await countStatements(t, () => admin.get('/api/admin/unmet-demand').expect(200));
    expect(statements.filter((sql) => /directory_unmet_searches|charity_waiting_list/.test(sql))).toHaveLength(3);

    const report: UnmetDemandReport = (await admin.get('/api/admin/unmet-demand').expect(200)).body;
    expect(report.days).toBe(90);
    expect(new Date(report.since).getTime()).toBeCloseTo(now.getTime() - 90 * DAY, -4);
    expect(report.searches.total).toBe(5);
    expect(report.searches.byExpertise).toEqual(
      expect.arrayContaining([
        { expertise: 'fundraising', label: 'Fundraising', count: 1 },
        { expertise: 'marketing', label: expect.any(String), count: 1 },
        { expertise: 'legal', label: expect.any(String), count: 1 },
        { expertise: 'hr', label: 'Human Resources', count: 1 },
      ]),
    );
    expect(report.searches.byExpertise).toHaveLength(4);
    expect(report.searches.bySearchText).toEqual([
      { searchText: 'zeppelin', count: 2 },
      { searchText: 'grant writing bids', count: 1 },
      { searchText: 'lovelace', count: 1 },
    ]);
    expect(report.waitingList).toEqual({
      total: 4,
      byExpertise: [
        { expertise: 'fundraising', label: 'Fundraising', count: 2 },
        { expertise: null, label: 'A new website', count: 1 },
        { expertise: null, label: 'Not stated', count: 1 },
      ],
    });

    const year: UnmetDemandReport = (await admin.get('/api/admin/unmet-demand').query({ days: 365 }).expect(200)).body;
    expect(year.searches.total).toBe(6);
    expect(year.waitingList.total).toBe(5);
  });

  it.each(['0', '366', 'abc', '1.5'])('refuses days=%s with 400', async (days) => {
    const admin = await signInAsAdmin(t);
    const res = await admin.get('/api/admin/unmet-demand').query({ days }).expect(400);
    expect(res.body.message).toBe(ADMIN_REPORT_MESSAGES.daysInvalid);
  });
});
