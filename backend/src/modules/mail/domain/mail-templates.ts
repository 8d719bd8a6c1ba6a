/**
 * Every mail the product sends, rendered to plain text with the brand name (DECISIONS D10, D13).
 * Templates never receive passwords: a temporary credentials notice says where to sign in, not what with.
 */
import { ACCOUNT_MAIL_TEMPLATES } from './account-mail-templates';
import { MailContext, oneLine, RenderedMail, signature, Template } from './mail-template-kit';
import { MATCHING_MAIL_TEMPLATES } from './matching-mail-templates';
import { MEMBERSHIP_MAIL_TEMPLATES } from './membership-mail-templates';
import { PROJECT_MAIL_TEMPLATES } from './project-mail-templates';
import { REGISTRATION_MAIL_TEMPLATES } from './registration-mail-templates';
import { REVIEW_MAIL_TEMPLATES } from './review-mail-templates';

export type { MailContext, RenderedMail } from './mail-template-kit';

/** The team's notice of an introduction request: the consultant appears by first name and profile id only (D4). */
interface IntroductionNotice {
  contactName: string;
  email: string;
  phone: string | null;
  charityName: string | null;
  projectDescription: string;
  expertise: string;
  timeline: string;
  consultantId: number | null;
  consultantFirstName: string | null;
}

/** One line of the morning digest of overdue introduction requests. */
interface OverdueIntroduction {
  id: number;
  contactName: string;
  charityName: string | null;
  hoursWaiting: number;
}

/** One line of the digest's needs without a shortlist (issue 17). */
interface OverdueNeed {
  id: number;
  kind: string;
  organisation: string | null;
  hoursWaiting: number;
}

interface OverdueDigest {
  requests: OverdueIntroduction[];
  needs?: OverdueNeed[];
}

/** D15's weekly question: the two links carry a live single-use token. */
interface AvailabilityCheck {
  name: string;
  confirmedDaysAgo: number | null;
  confirmUrl: string;
  declineUrl: string;
  validDays: number;
}

/** The team's notice of a get-matched or pricing enquiry. */
interface EnquiryNotice {
  fullName: string;
  organisationName: string;
  email: string;
  supportNeeded: string;
}

/** The team's notice of a waiting-list entry: label and value pairs, in the form's order. */
interface WaitingListNotice {
  list: 'charity' | 'consultant';
  updated: boolean;
  name: string;
  details: Array<[string, string | null]>;
}

/** Names typed into public forms may hold line breaks; a subject is one line. */

const enquiryReceived = (data: { name: string }, ctx: MailContext): RenderedMail => ({
  subject: `We have received your ${ctx.brand} enquiry`,
  text: `Hello ${data.name},\n\nThank you for your enquiry. We'll reply within 24 hours.${signature(ctx)}`,
});

const enquiryNotice = (kind: string, data: EnquiryNotice, ctx: MailContext): RenderedMail => ({
  subject: `[${ctx.brand}] New ${kind} from ${oneLine(data.fullName)}`,
  text: `A new ${kind} has arrived.\n\nName: ${data.fullName}\nOrganisation: ${data.organisationName}\nE-mail: ${data.email}\n\n${data.supportNeeded}`,
});

export const MAIL_TEMPLATES = {
  passwordReset: ((data: { name: string; resetUrl: string; validMinutes: number }, ctx) => ({
    subject: `Reset your ${ctx.brand} password`,
    text: `Hello ${data.name},\n\nWe received a request to reset your password. Open this link to choose a new one:\n\n${data.resetUrl}\n\nThe link works once and expires in ${data.validMinutes} minutes. If you did not ask for this, you can ignore this e-mail: your password stays the same.${signature(ctx)}`,
  })) as Template<{ name: string; resetUrl: string; validMinutes: number }>,

  passwordChanged: ((data: { name: string }, ctx) => ({
    subject: `Your ${ctx.brand} password was changed`,
    text: `Hello ${data.name},\n\nYour password was just changed, and other devices signed in to your account have been signed out. If this was not you, reset your password straight away at ${ctx.appBaseUrl}/forgot-password and contact us.${signature(ctx)}`,
  })) as Template<{ name: string }>,

  accountLocked: ((data: { name: string; minutes: number }, ctx) => ({
    subject: `Your ${ctx.brand} account was locked`,
    text: `Hello ${data.name},\n\nAfter several failed attempts to use your password, your account is locked for ${data.minutes} minutes; after that you can sign in as usual. If these attempts were not yours, someone may be guessing your password: choose a new one at ${ctx.appBaseUrl}/forgot-password.${signature(ctx)}`,
  })) as Template<{ name: string; minutes: number }>,

  applicationReceivedApplicant: ((data: { name: string }, ctx) => ({
    subject: `We have received your ${ctx.brand} consultant application`,
    text: `Hello ${data.name},\n\nThank you for applying to join ${ctx.brand} as a consultant. Our team reviews every application personally, usually within 2 to 3 business days, and an admin will be in touch to arrange an interview.${signature(ctx)}`,
  })) as Template<{ name: string }>,

  applicationReceivedAdmin: ((data: { name: string; email: string; username: string; expertise: string[]; yearsExperience: number }, ctx) => ({
    subject: `[${ctx.brand}] New consultant application: ${data.name}`,
    text: `A new consultant application has arrived.\n\nName: ${data.name}\nE-mail: ${data.email}\nUsername: ${data.username}\nExpertise: ${data.expertise.join(', ') || 'none given'}\nYears of experience: ${data.yearsExperience}\n\nReview it at ${ctx.appBaseUrl}/admin/consultant-applications`,
  })) as Template<{ name: string; email: string; username: string; expertise: string[]; yearsExperience: number }>,

  applicationApproved: ((data: { name: string }, ctx) => ({
    subject: `Welcome to ${ctx.brand}: your application is approved`,
    text: `Hello ${data.name},\n\nGood news: your application has been approved and your profile now appears in our consultant directory.${signature(ctx)}`,
  })) as Template<{ name: string }>,

  applicationRejected: ((data: { name: string }, ctx) => ({
    subject: `Your ${ctx.brand} consultant application`,
    text: `Hello ${data.name},\n\nThank you for your interest in joining ${ctx.brand} and for the time you put into your application. After careful review we are not able to offer you a place in our consultant directory at the moment. This is not a judgement of your experience: we match our directory to the needs charities bring to us, and those change. You are welcome to apply again in the future.${signature(ctx)}`,
  })) as Template<{ name: string }>,

  temporaryCredentialsNotice: ((data: { name: string; username: string }, ctx) => ({
    subject: `Your ${ctx.brand} account is ready`,
    text: `Hello ${data.name},\n\nAn account has been prepared for you. Your username is ${data.username}; a member of our team will share your temporary password with you directly. When you first sign in at ${ctx.appBaseUrl}/login you will be asked to accept our terms and choose your own password.${signature(ctx)}`,
  })) as Template<{ name: string; username: string }>,

  termsAcceptedUser: ((data: { name: string; termsVersion: string; acceptedAt: string }, ctx) => ({
    subject: `You accepted the ${ctx.brand} terms`,
    text: `Hello ${data.name},\n\nThis confirms that you accepted version ${data.termsVersion} of our terms and conditions and consented to data processing on ${data.acceptedAt}. You can read the terms at any time at ${ctx.appBaseUrl}/terms.${signature(ctx)}`,
  })) as Template<{ name: string; termsVersion: string; acceptedAt: string }>,

  termsAcceptedProvider: ((data: { name: string; email: string; username: string; termsVersion: string; acceptedAt: string; ipAddress: string; userAgent: string }, ctx) => ({
    subject: `[${ctx.brand}] Signed terms: ${data.name} (version ${data.termsVersion})`,
    text: `Signed terms record\n\nName: ${data.name}\nE-mail: ${data.email}\nUsername: ${data.username}\nTerms version: ${data.termsVersion}\nAccepted at: ${data.acceptedAt}\nIP address: ${data.ipAddress}\nUser agent: ${data.userAgent}`,
  })) as Template<{ name: string; email: string; username: string; termsVersion: string; acceptedAt: string; ipAddress: string; userAgent: string }>,

  introductionRequestReceived: ((data: { name: string; consultantFirstName: string | null }, ctx) => ({
    subject: `We have received your ${ctx.brand} introduction request`,
    text: `Hello ${data.name},\n\nThank you for your introduction request${data.consultantFirstName ? ` for ${data.consultantFirstName}` : ''}. We'll be in touch within 24 hours to facilitate your introduction.${signature(ctx)}`,
  })) as Template<{ name: string; consultantFirstName: string | null }>,

  introductionRequestAdmin: ((data: IntroductionNotice, ctx) => ({
    subject: `[${ctx.brand}] New introduction request from ${data.contactName}`,
    text: `A new introduction request has arrived.\n\nContact: ${data.contactName}\nE-mail: ${data.email}\nPhone: ${data.phone ?? 'not given'}\nCharity: ${data.charityName ?? 'not given'}\nConsultant: ${data.consultantId === null ? 'none chosen' : `${data.consultantFirstName} (profile ${data.consultantId}, ${ctx.appBaseUrl}/consultants/${data.consultantId})`}\nExpertise needed: ${data.expertise}\nTimeline: ${data.timeline}\n\n${data.projectDescription}`,
  })) as Template<IntroductionNotice>,

  // Public forms (issue 8, D10, D11): a confirmation to the sender and a notice to the team.
  getMatchedReceived: ((data: { name: string }, ctx) => enquiryReceived(data, ctx)) as Template<{ name: string }>,
  pricingEnquiryReceived: ((data: { name: string }, ctx) => enquiryReceived(data, ctx)) as Template<{ name: string }>,
  getMatchedAdmin: ((data: EnquiryNotice, ctx) => enquiryNotice('get-matched enquiry', data, ctx)) as Template<EnquiryNotice>,
  pricingEnquiryAdmin: ((data: EnquiryNotice, ctx) => enquiryNotice('pricing enquiry', data, ctx)) as Template<EnquiryNotice>,
  waitingListConfirmation: ((data: { name: string; list: 'charity' | 'consultant'; updated: boolean }, ctx) => ({
    subject: data.updated ? `Your ${ctx.brand} waiting-list entry has been updated` : `You are on the ${ctx.brand} waiting list`,
    text: `Hello ${data.name},\n\n${data.updated ? `We have updated your ${data.list} waiting-list entry with the details you just sent; there is still one entry for this e-mail address.` : `Thank you for joining our ${data.list} waiting list.`} We'll be in touch soon.${signature(ctx)}`,
  })) as Template<{ name: string; list: 'charity' | 'consultant'; updated: boolean }>,
  waitingListAdmin: ((data: WaitingListNotice, ctx) => ({
    subject: `[${ctx.brand}] ${data.updated ? 'Updated' : 'New'} ${data.list} waiting-list entry: ${oneLine(data.name)}`,
    text: `A ${data.list} waiting-list entry was ${data.updated ? 'updated (same e-mail address)' : 'added'}.\n\n${data.details.map(([label, value]) => `${label}: ${value ?? 'not given'}`).join('\n')}\n\n${ctx.appBaseUrl}/admin/waiting-list`,
  })) as Template<WaitingListNotice>,
  introductionOverdueDigest: ((data: OverdueDigest, ctx) => {
    const needs = data.needs ?? [];
    const total = data.requests.length + needs.length;
    const requestPart = data.requests.length
      ? `These introduction requests are still pending more than 24 hours after they arrived (we promise an answer within 24 hours):\n\n${data.requests
          .map((request) => `- #${request.id} ${request.contactName}${request.charityName ? ` (${request.charityName})` : ''}, waiting ${request.hoursWaiting} hours`)
          .join('\n')}\n\nWork through them at ${ctx.appBaseUrl}/admin/introduction-requests`
      : '';
    // Issue 17: project requests and get-matched enquiries without a shortlist after 24 hours.
    const needPart = needs.length
      ? `These requests have no shortlist 24 hours after they arrived:\n\n${needs
          .map((need) => `- Need ${need.id} (${need.kind})${need.organisation ? ` ${need.organisation}` : ''}, waiting ${need.hoursWaiting} hours`)
          .join('\n')}\n\nShortlist them at ${ctx.appBaseUrl}/admin/matching`
      : '';
    return {
      subject: `[${ctx.brand}] ${total} ${data.requests.length && !needs.length ? 'introduction ' : ''}request${total === 1 ? '' : 's'} waiting over 24 hours`,
      text: [requestPart, needPart].filter(Boolean).join('\n\n'),
    };
  }) as Template<OverdueDigest>,
  ...PROJECT_MAIL_TEMPLATES,
  ...MEMBERSHIP_MAIL_TEMPLATES,
  ...ACCOUNT_MAIL_TEMPLATES,
  ...MATCHING_MAIL_TEMPLATES,
  ...REVIEW_MAIL_TEMPLATES,
  ...REGISTRATION_MAIL_TEMPLATES,
  availabilityCheck: ((data: AvailabilityCheck, ctx) => ({
    subject: `Are you still available for ${ctx.brand} projects?`,
    text: `Hello ${data.name},\n\nYour profile in the ${ctx.brand} consultant directory shows you as available for new projects${data.confirmedDaysAgo === null ? '' : `; you last confirmed this ${data.confirmedDaysAgo} days ago`}. Charities see 'Available' only while it has been confirmed within the last 30 days.\n\nStill available? Confirm with one click:\n${data.confirmUrl}\n\nNot taking on new work for now? Switch your availability off:\n${data.declineUrl}\n\nNo sign-in is needed. The links work once and expire in ${data.validDays} days. You can change your availability at any time on your dashboard: ${ctx.appBaseUrl}/consultant-dashboard${signature(ctx)}`,
  })) as Template<AvailabilityCheck>,
} satisfies Record<string, Template<never>>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<N extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[N]>[0];

/**
 * D19: digests and reminders, which a member may opt out of. Security notices never are, nor is D15's
 * availability check: it keeps the directory truthful, and switching availability off stops it.
 */
export const NON_ESSENTIAL_TEMPLATES: ReadonlySet<string> = new Set<MailTemplateName>(['projectUnreadDigest', 'membershipExpiryReminder', 'reviewReminder']);

/** Bodies that carry a live secret (the reset link): stored encrypted and blanked once sent (D3). */
export const SECRET_BEARING_TEMPLATES: ReadonlySet<string> = new Set<MailTemplateName>(['passwordReset', 'availabilityCheck', 'matchShortlistReady']);

export function renderMail<N extends MailTemplateName>(name: N, data: MailTemplateData<N>, ctx: MailContext): RenderedMail {
  return (MAIL_TEMPLATES[name] as Template<MailTemplateData<N>>)(data, ctx);
}

/** Back-off between delivery attempts: 1, 2, 4, … minutes, capped at an hour. */
export const MAX_MAIL_ATTEMPTS = 8;
export function nextAttemptDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}
