import { MAIL_TEMPLATE_LABELS, mailTemplateLabel } from '../../../contracts';
import { MAIL_TEMPLATES, MailTemplateName, MAX_MAIL_ATTEMPTS, nextAttemptDelayMs, renderMail } from './mail-templates';

const ctx = { brand: 'Acme Giving', appBaseUrl: 'https://giving.example' };

/** Sample data for every template; a new template without a sample fails the "every template" tests. */
const SAMPLES: { [N in MailTemplateName]: Parameters<(typeof MAIL_TEMPLATES)[N]>[0] } = {
  passwordReset: { name: 'Sarah', resetUrl: 'https://giving.example/reset-password?token=abc&email=s%40x.org', validMinutes: 60 },
  passwordChanged: { name: 'Sarah' },
  accountLocked: { name: 'Sarah', minutes: 15 },
  applicationReceivedApplicant: { name: 'Sarah Jones' },
  applicationReceivedAdmin: { name: 'Sarah Jones', email: 'sarah@example.org', username: 'sarah.j', expertise: ['finance', 'governance'], yearsExperience: 12 },
  applicationApproved: { name: 'Sarah' },
  applicationRejected: { name: 'Sarah' },
  temporaryCredentialsNotice: { name: 'Sarah', username: 'sarah.jones' },
  termsAcceptedUser: { name: 'Sarah', termsVersion: '1.0', acceptedAt: '1 Mar 2025, 12:00' },
  termsAcceptedProvider: {
    name: 'Sarah Jones',
    email: 'sarah@example.org',
    username: 'sarah.jones',
    termsVersion: '1.0',
    acceptedAt: '1 Mar 2025, 12:00',
    ipAddress: '203.0.113.9',
    userAgent: 'Mozilla/5.0',
  },
  introductionRequestReceived: { name: 'Sam Lee', consultantFirstName: 'Sarah' },
  introductionRequestAdmin: {
    contactName: 'Sam Lee',
    email: 'sam@charity.example',
    phone: null,
    charityName: 'Hope Trust',
    projectDescription: 'We need help with our fundraising strategy.',
    expertise: 'Fundraising',
    timeline: 'Soon (1-4 weeks)',
    consultantId: 7,
    consultantFirstName: 'Sarah',
  },
  getMatchedReceived: { name: 'Sam Lee' },
  pricingEnquiryReceived: { name: 'Sam Lee' },
  getMatchedAdmin: { fullName: 'Sam Lee', organisationName: 'Hope Trust', email: 'sam@charity.example', supportNeeded: 'A finance review before our audit.' },
  pricingEnquiryAdmin: { fullName: 'Sam Lee', organisationName: 'Hope Trust', email: 'sam@charity.example', supportNeeded: 'Which tier fits a charity of 12 staff?' },
  waitingListConfirmation: { name: 'Sam Lee', list: 'charity', updated: true },
  waitingListAdmin: { list: 'consultant', updated: false, name: 'Sarah\r\nBcc: x@example.org', details: [['E-mail', 'sarah@example.org'], ['Phone', null]] },
  introductionOverdueDigest: { requests: [{ id: 4, contactName: 'Sam Lee', charityName: 'Hope Trust', hoursWaiting: 30 }], needs: [{ id: 9, kind: 'project', organisation: 'River Trust', hoursWaiting: 26 }] },
  projectRequestAdmin: { charityName: 'Hope Trust', title: 'Finance review', expertise: ['finance'], type: 'oneoff', projectId: 4 },
  projectStatusChanged: { name: 'Sam', title: 'Finance review', fromLabel: 'In Progress', toLabel: 'Completed', actorName: 'Sarah Jones', projectId: 4 },
  projectConsultantAssigned: { name: 'Sam', title: 'Finance review', consultantName: 'Sarah Jones', projectId: 4 },
  projectConsultantReplaced: { name: 'Sarah', title: 'Finance review', projectId: 4 },
  projectUnreadDigest: { name: 'Sam', projects: [{ id: 4, title: 'Finance review', unread: 3 }] },
  membershipRequestReceived: { name: 'Sam', type: 'activate' },
  charityWelcome: { name: 'Priya Shah', organisation: 'Riverside Food Bank' },
  charityRegisteredAdmin: { organisation: 'Riverside Food Bank', contactName: 'Priya Shah', email: 'priya@example.org', tierLabel: 'Small Organization' },
  membershipRequestAdmin: { charityName: 'Hope Trust', email: 'sam@charity.example', type: 'renew', tierLabel: 'Small Organization', monthlyPrice: '£129.00', expiry: '2026-07-01' },
  membershipActivated: { name: 'Sam', type: 'activate', expiry: '2026-07-01' },
  membershipTierChanged: { name: 'Sam', tierLabel: 'Medium Organization', monthlyPrice: '£249.00', discountPercent: 10 },
  membershipRequestDeclined: { name: 'Sam', type: 'change_tier' },
  membershipExpiryReminder: { name: 'Sam', expiry: '2026-07-01' },
  membershipExpired: { name: 'Sam', expiry: '2026-07-01' },
  emailChanged: { name: 'Sam', newEmail: 'sam.new@charity.example' },
  matchShortlistReady: { name: 'Priya', count: 2, url: 'https://giving.example/matches/abc', validDays: 14 },
  matchRequested: { name: 'Tom', organisation: 'Riverside Food Bank', contactFirstName: 'Priya', expertise: 'Finance & Accounting', answerHours: 48 },
  matchReminder: { name: 'Tom', organisation: 'Riverside Food Bank', hoursLeft: 24 },
  matchIntroduction: { name: 'Priya', otherName: 'Tom Okafor', otherOrganisation: null, otherEmail: 'tom@example.org', otherPhone: '07700 900000' },
  matchingAdminNotice: { needId: 7, summary: 'the chosen consultant declined' },
  accountErased: {},
  reviewRequested: { name: 'Priya', title: 'Finance review', projectId: 4, audience: 'charity', days: 30 },
  reviewReminder: { name: 'Priya', title: 'Finance review', projectId: 4, daysLeft: 9 },
  reviewHidden: { name: 'Priya', title: 'Finance review', reason: 'It named a member of staff.' },
  caseStudySubmitted: { name: 'Priya', title: 'Finance review', projectId: 4, consultantFirstName: 'Tom' },
  caseStudyDecided: { name: 'Tom', title: 'Finance review', projectId: 4, decision: 'approved' },
  availabilityCheck: {
    name: 'Sarah',
    confirmedDaysAgo: 8,
    confirmUrl: 'https://giving.example/api/availability/confirm?token=abc',
    declineUrl: 'https://giving.example/api/availability/decline?token=abc',
    validDays: 14,
  },
};
const NAMES = Object.keys(MAIL_TEMPLATES) as MailTemplateName[];

describe('mail templates (DECISIONS D10, D13)', () => {
  it('has a sample for every template', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...NAMES].sort());
  });

  it('has a label for every template, so the outbox never shows a key (issue 16)', () => {
    expect(NAMES.filter((name) => !MAIL_TEMPLATE_LABELS[name])).toEqual([]);
    expect(mailTemplateLabel('pricingEnquiryAdmin')).toBe('Pricing enquiry (team)');
    expect(mailTemplateLabel('someNewTemplate')).toBe('Some new template');
  });

  it.each(NAMES)('%s names the brand in its subject and has a body', (name) => {
    const mail = renderMail(name, SAMPLES[name] as never, ctx);
    expect(mail.subject).toContain('Acme Giving');
    expect(mail.subject).not.toContain('CharityBridge');
    expect(mail.subject.length).toBeLessThanOrEqual(255);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text.trim().length).toBeGreaterThan(20);
    expect(mail.text).not.toMatch(/undefined|\[object Object\]/);
  });

  it('puts both one-click links, their validity and the dashboard in the availability mail (D15)', () => {
    const mail = renderMail('availabilityCheck', SAMPLES.availabilityCheck, ctx);
    for (const text of [SAMPLES.availabilityCheck.confirmUrl, SAMPLES.availabilityCheck.declineUrl, '8 days ago', 'expire in 14 days', 'https://giving.example/consultant-dashboard']) expect(mail.text).toContain(text);
  });

  it('puts the reset link and its validity in the reset mail', () => {
    const mail = renderMail('passwordReset', SAMPLES.passwordReset, ctx);
    expect(mail.text).toContain(SAMPLES.passwordReset.resetUrl);
    expect(mail.text).toContain('60 minutes');
    expect(mail.text).toContain('The Acme Giving team');
  });

  it('never carries a password in the temporary credentials notice', () => {
    const mail = renderMail('temporaryCredentialsNotice', SAMPLES.temporaryCredentialsNotice, ctx);
    expect(mail.text).toContain('sarah.jones');
    expect(mail.text).toContain('https://giving.example/login');
    expect(mail.text).not.toMatch(/password is\b/i);
  });

  it('lists the applicant in the admin copy of an application', () => {
    const mail = renderMail('applicationReceivedAdmin', SAMPLES.applicationReceivedAdmin, ctx);
    expect(mail.text).toContain('finance, governance');
    expect(mail.text).toContain('https://giving.example/admin/consultant-applications');
  });
});

describe('delivery back-off', () => {
  it('gives up after 8 attempts', () => {
    expect(MAX_MAIL_ATTEMPTS).toBe(8);
  });

  it('waits 1, 2, 4, 8, 16, 32 minutes, then an hour at most', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => nextAttemptDelayMs(attempts) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('never waits less than a minute and never decreases', () => {
    expect(nextAttemptDelayMs(0)).toBe(60_000);
    for (let attempts = 1; attempts < 30; attempts++) {
      expect(nextAttemptDelayMs(attempts + 1)).toBeGreaterThanOrEqual(nextAttemptDelayMs(attempts));
    }
  });
});
