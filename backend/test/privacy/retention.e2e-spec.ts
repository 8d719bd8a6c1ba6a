import { ANONYMISED_EMAIL, ANONYMISED_NAME } from '../../src/contracts';
import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { CharityWaitingListEntity } from '../../src/modules/enquiries/infrastructure/charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from '../../src/modules/enquiries/infrastructure/consultant-waiting-list.entity';
import { FormSubmissionEntity } from '../../src/modules/enquiries/infrastructure/form-submission.entity';
import { IntroductionRequestEntity } from '../../src/modules/enquiries/infrastructure/introduction-request.entity';
import { PricingEnquiryEntity } from '../../src/modules/enquiries/infrastructure/pricing-enquiry.entity';
import { PasswordResetTokenEntity } from '../../src/modules/identity/infrastructure/password-reset-token.entity';
import { SessionEntity } from '../../src/modules/identity/infrastructure/session.entity';
import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { NotificationEntity } from '../../src/modules/notifications/infrastructure/notification.entity';
import { registeredCharity } from '../support/dashboard-accounts';
import { charityRegistration } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

// jest.config's per-project testTimeout is not applied to projects; MySQL migrations alone can take longer than 5 s.
jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60_000;

describe('Daily personal-data retention job (D19)', () => {
  let t: TestApp;
  let memberEmail: string;

  const job = () => t.app.get(JobsScheduler).jobs().find((candidate) => candidate.name === 'personal-data-retention')!;
  const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);

  beforeAll(async () => {
    t = await createTestApp({ ENQUIRY_RETENTION_MONTHS: '6', FORM_RATE_LIMIT: '1000' });
    const body = charityRegistration();
    memberEmail = body.email;
    await registeredCharity(t, body);
    const manager = t.dataSource.manager;
    // Old and anonymous: anonymised. Old but the sender became a member: kept. Recent: kept.
    await manager.insert(IntroductionRequestEntity, { charityName: 'Old Trust', contactName: 'Ada Old', email: 'ada.old@example.org', phone: '0111', projectDescription: 'x', expertiseNeeded: 'finance', timeline: 'Soon', status: 'pending', createdAt: daysAgo(200) });
    await manager.insert(IntroductionRequestEntity, { charityName: 'Member Trust', contactName: 'Mia Member', email: memberEmail.toUpperCase(), phone: null, projectDescription: 'x', expertiseNeeded: 'finance', timeline: 'Soon', status: 'pending', createdAt: daysAgo(200) });
    await manager.insert(IntroductionRequestEntity, { charityName: 'New Trust', contactName: 'Nia New', email: 'nia.new@example.org', phone: null, projectDescription: 'x', expertiseNeeded: 'finance', timeline: 'Soon', status: 'pending', createdAt: daysAgo(10) });
    await manager.insert(FormSubmissionEntity, { formType: 'get_matched', enquirerName: 'Ada Old', enquirerEmail: 'ada.old@example.org', charityName: 'Old Trust', messageContent: 'x', submittedAt: daysAgo(200) });
    await manager.insert(PricingEnquiryEntity, { fullName: 'Ada Old', organisationName: 'Old Trust', email: 'ada.old@example.org', supportNeeded: 'x', createdAt: daysAgo(200) });
    await manager.insert(CharityWaitingListEntity, { charityName: 'Old Trust', contactName: 'Ada Old', email: 'ada.old@example.org', emailNormalized: 'ada.old@example.org', phone: '0111', charitySize: 'small', primaryNeed: 'finance', currentChallenges: 'x', createdAt: daysAgo(200) });
    await manager.insert(ConsultantWaitingListEntity, { fullName: 'Cy Old', email: 'cy.old@example.org', emailNormalized: 'cy.old@example.org', phone: null, currentRole: 'CFO', yearsExperience: '10+', expertiseAreas: 'finance', charityExperience: 'yes', availability: 'now', motivations: 'x', currentConsulting: 'no', createdAt: daysAgo(200) });
    await manager.insert(PasswordResetTokenEntity, { userId: 1, tokenHash: 'a'.repeat(64), expiresAt: new Date(t.clock.now().getTime() + DAY_MS), usedAt: daysAgo(0) });
    await manager.insert(PasswordResetTokenEntity, { userId: 1, tokenHash: 'b'.repeat(64), expiresAt: new Date(t.clock.now().getTime() + DAY_MS), usedAt: null });
    await manager.insert(SessionEntity, { sid: 'expired-session', userId: null, data: '{}', expiresAt: daysAgo(1) });
    // Notifications (issue 16): read 90+ days ago, or made a year+ ago, go; the rest stay.
    const notification = (groupKey: string, createdAt: Date, readAt: Date | null) => ({ userId: 1, kind: 'project_status', params: '{}', groupKey, createdAt, readAt });
    await manager.insert(NotificationEntity, [
      notification('read-long-ago', daysAgo(120), daysAgo(100)),
      notification('read-lately', daysAgo(120), daysAgo(10)),
      notification('unread-ancient', daysAgo(400), null),
      notification('unread-recent', daysAgo(30), null),
    ]);
  });
  afterAll(() => t.close());

  it('runs daily, anonymises what never became an account after ENQUIRY_RETENTION_MONTHS and purges what expired', async () => {
    expect(job().everyMs).toBe(DAY_MS);
    const run = await job().run();
    expect(run).toMatchObject({
      anonymised: { introduction_requests: 1, form_submissions: 1, pricing_enquiries: 1, charity_waiting_list: 1, consultant_waiting_list: 1 },
      resetTokens: 1,
      sessions: expect.any(Number),
      notifications: 2,
    });
    const kept = await t.dataSource.getRepository(NotificationEntity).find({ order: { id: 'ASC' } });
    expect(kept.map((row) => row.groupKey)).toEqual(['read-lately', 'unread-recent']);
    const requests = await t.dataSource.getRepository(IntroductionRequestEntity).find({ order: { id: 'ASC' } });
    expect(requests.map((row) => [row.contactName, row.email, row.phone])).toEqual([
      [ANONYMISED_NAME, ANONYMISED_EMAIL, null],
      ['Mia Member', memberEmail.toUpperCase(), null],
      ['Nia New', 'nia.new@example.org', null],
    ]);
    // The rows stay (demand figures still add up), without the person.
    expect(await t.dataSource.getRepository(CharityWaitingListEntity).findOneByOrFail({ charityName: 'Old Trust' })).toMatchObject({ contactName: ANONYMISED_NAME, emailNormalized: null, phone: null, primaryNeed: 'finance' });
    expect(await t.dataSource.getRepository(ConsultantWaitingListEntity).findOneByOrFail({ currentRole: 'CFO' })).toMatchObject({ fullName: ANONYMISED_NAME, motivations: null });
    expect(await t.dataSource.getRepository(PasswordResetTokenEntity).count()).toBe(1);
    expect(await t.dataSource.getRepository(SessionEntity).countBy({ sid: 'expired-session' })).toBe(0);
  });

  it('writes one audit row per run with its counts, and a second run finds nothing left', async () => {
    const second = await job().run();
    expect(Object.values((second as { anonymised: Record<string, number> }).anonymised).every((count) => count === 0)).toBe(true);
    const rows = await t.dataSource.getRepository(AuditLogEntity).find({ where: { action: 'retention_run' }, order: { id: 'ASC' } });
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows[0].details!)).toMatchObject({ anonymised_introduction_requests: 1, anonymised_pricing_enquiries: 1, resetTokens: 1, pageVisits: 0, notifications: 2 });
    expect(JSON.parse(rows[1].details!)).toMatchObject({ notifications: 0 });
    expect(JSON.parse(rows[1].details!)).toMatchObject({ anonymised_introduction_requests: 0 });
  });

  it('follows the clock: once the recent request passes the period it is anonymised too', async () => {
    t.clock.advance(180 * DAY_MS);
    const run = (await job().run()) as { anonymised: Record<string, number> };
    expect(run.anonymised.introduction_requests).toBe(1);
    expect(await t.dataSource.getRepository(IntroductionRequestEntity).countBy({ contactName: 'Nia New' })).toBe(0);
    expect(await t.dataSource.getRepository(IntroductionRequestEntity).countBy({ contactName: 'Mia Member' })).toBe(1);
  });
});
