import { UNMET_DEMAND_SOURCE_LABELS } from '../../src/contracts';
import { UnmetSearchEntity } from '../../src/modules/consultants/infrastructure/unmet-search.entity';
import { CharityWaitingListEntity } from '../../src/modules/enquiries/infrastructure/charity-waiting-list.entity';
import { PricingEnquiryEntity } from '../../src/modules/enquiries/infrastructure/pricing-enquiry.entity';
import { registeredCharity } from '../support/dashboard-accounts';
import { seedConsultant } from '../support/directory-seed';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { parseCsv } from './admin-support';

type Agent = Awaited<ReturnType<typeof signInAsAdmin>>;

/** Issue 16 "Parties everywhere": the lists that lacked CSV (membership requests, pricing enquiries, stale availability, unmet demand). */
describe('CSV on every admin list a person would export', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t.close());

  async function csvOf(path: string, name: string): Promise<string[][]> {
    const res = await admin.get(path).expect(200).expect('Content-Type', /text\/csv/).expect('Content-Disposition', new RegExp(`filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    return parseCsv(res.text);
  }

  it('exports every membership request with its charity and labels, not keys', async () => {
    for (const [index, organisation] of ['Alder Trust', 'Birch Fund', 'Cedar Aid'].entries()) {
      const charity = await registeredCharity(t, { organisation, username: `csvcharity${index}`, email: `csv${index}@charity.example` });
      await charity.agent.post('/api/membership/requests').send({ type: 'activate' }).expect(201);
    }
    const [header, ...rows] = await csvOf('/api/admin/membership-requests?format=csv&sort=createdAt&order=asc', 'membership-requests');
    expect(header).toEqual(['Id', 'Charity', 'Contact email', 'Tier', 'Request', 'Tier asked for', 'Status', 'Membership active', 'Membership expiry', 'Received', 'Handled']);
    expect(rows.map((row) => row[1])).toEqual(['Alder Trust', 'Birch Fund', 'Cedar Aid']);
    // Only a change of tier asks for a tier (issue 16's Manage Membership); an activation leaves the column empty.
    expect(rows[0].slice(2, 7)).toEqual(['csv0@charity.example', 'Small Organization', 'Activate Membership', '', 'Open']);
    // The JSON page is unchanged.
    const page = await admin.get('/api/admin/membership-requests').expect(200).expect('Content-Type', /json/);
    expect(page.body.total).toBe(3);
    await admin.get('/api/admin/membership-requests?format=pdf').expect(400);
  });

  it('exports every pricing enquiry', async () => {
    await t.dataSource.manager.insert(PricingEnquiryEntity, [
      { fullName: 'Dana Wells', organisationName: 'Wells Hospice', email: 'dana@wells.example', supportNeeded: 'Which tier suits us?' },
      { fullName: 'Eli Hart', organisationName: 'Hart Youth', email: 'eli@hart.example', supportNeeded: '=HYPERLINK("x")' },
    ]);
    const [header, ...rows] = await csvOf('/api/admin/pricing-enquiries?format=csv&pageSize=1', 'pricing-enquiries');
    expect(header).toEqual(['Name', 'Organisation', 'Email', 'Support needed', 'Received']);
    // Every row, whatever the page size, and a formula is neutralised.
    expect(rows.map((row) => row[0]).sort()).toEqual(['Dana Wells', 'Eli Hart']);
    expect(rows.find((row) => row[0] === 'Eli Hart')![3]).toBe('\'=HYPERLINK("x")');
    await admin.get('/api/admin/pricing-enquiries?format=xml').expect(400);
  });

  it('exports the consultants whose availability is stale', async () => {
    const stale = await seedConsultant(t, { first: 'Gwen', surname: 'Stale', confirmedDaysAgo: 45 });
    await seedConsultant(t, { first: 'Hal', surname: 'Fresh', confirmedDaysAgo: 2 });
    const [header, ...rows] = await csvOf('/api/admin/stale-availability?format=csv', 'stale-availability');
    expect(header).toEqual(['Id', 'First name', 'Last name', 'Email', 'Last confirmed', 'Days since confirmation', 'Reminder sent']);
    expect(rows.map((row) => [row[1], row[3]])).toEqual([['Gwen', stale.email]]);
    expect(Number(rows[0][5])).toBeGreaterThanOrEqual(45);
  });

  it('exports the unmet-demand report, one row per figure, with labels', async () => {
    const now = t.clock.now();
    await t.dataSource.manager.insert(UnmetSearchEntity, [{ searchText: 'zeppelin', expertiseMask: 0, createdAt: now }]);
    await t.dataSource.manager.insert(CharityWaitingListEntity, { charityName: 'Hope Trust', contactName: 'Sam Lee', email: 'sam@hope.example', phone: null, charitySize: 'small', primaryNeed: 'Fundraising', currentChallenges: null, createdAt: now });
    const [header, ...rows] = await csvOf('/api/admin/unmet-demand?format=csv&days=30', 'unmet-demand');
    expect(header).toEqual(['Source', 'Asked for', 'Count']);
    expect(rows).toEqual(
      expect.arrayContaining([
        [UNMET_DEMAND_SOURCE_LABELS.searchText, 'zeppelin', '1'],
        [UNMET_DEMAND_SOURCE_LABELS.waitingList, 'Fundraising', '1'],
      ]),
    );
    expect(rows.every((row) => !/^[a-z_]+$/.test(row[1]) || row[1] === 'zeppelin')).toBe(true);
  });
});
