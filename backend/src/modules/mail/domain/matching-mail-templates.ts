import { signature, Template } from './mail-template-kit';

/** Matching mails (issue 17, D17). Contact details appear only in the two introduction mails, after an accept (D4). */
export interface ShortlistReady {
  name: string;
  count: number;
  url: string;
  validDays: number;
}

export interface MatchRequestNotice {
  name: string;
  organisation: string;
  contactFirstName: string;
  expertise: string;
  answerHours: number;
}

export interface IntroductionDetails {
  name: string;
  otherName: string;
  otherOrganisation: string | null;
  otherEmail: string;
  otherPhone: string | null;
}

export interface MatchingAdminNotice {
  needId: number;
  summary: string;
}

export const MATCHING_MAIL_TEMPLATES = {
  matchShortlistReady: ((data: ShortlistReady, ctx) => ({
    subject: `${ctx.brand}: your shortlist of ${data.count} consultant${data.count === 1 ? '' : 's'} is ready`,
    text: `Hello ${data.name},\n\nWe have picked ${data.count} consultant${data.count === 1 ? '' : 's'} for your request, with our reasons. Choose one, or tell us none of them fits:\n\n${data.url}\n\nThe link works for ${data.validDays} days; no sign-in is needed.${signature(ctx)}`,
  })) as Template<ShortlistReady>,

  matchRequested: ((data: MatchRequestNotice, ctx) => ({
    subject: `${ctx.brand}: ${data.organisation} would like to work with you`,
    text: `Hello ${data.name},\n\n${data.contactFirstName} from ${data.organisation} chose you for help with ${data.expertise}. Please accept or decline within ${data.answerHours} hours on your dashboard: ${ctx.appBaseUrl}/consultant-dashboard${signature(ctx)}`,
  })) as Template<MatchRequestNotice>,

  matchReminder: ((data: { name: string; organisation: string; hoursLeft: number }, ctx) => ({
    subject: `${ctx.brand}: ${data.organisation} is waiting for your answer`,
    text: `Hello ${data.name},\n\n${data.organisation} is waiting for your answer. You have about ${data.hoursLeft} hours left to accept or decline: ${ctx.appBaseUrl}/consultant-dashboard${signature(ctx)}`,
  })) as Template<{ name: string; organisation: string; hoursLeft: number }>,

  matchIntroduction: ((data: IntroductionDetails, ctx) => ({
    subject: `${ctx.brand}: meet ${data.otherName}`,
    text: `Hello ${data.name},\n\nThe match is accepted. Here is how to reach ${data.otherName}${data.otherOrganisation ? ` (${data.otherOrganisation})` : ''}:\n\nE-mail: ${data.otherEmail}\nPhone: ${data.otherPhone || 'not given'}\n\nPlease get in touch within two working days.${signature(ctx)}`,
  })) as Template<IntroductionDetails>,

  matchingAdminNotice: ((data: MatchingAdminNotice, ctx) => ({
    subject: `[${ctx.brand}] Request ${data.needId} needs you: ${data.summary}`,
    text: `${data.summary}\n\nOpen the request: ${ctx.appBaseUrl}/admin/matching?need=${data.needId}`,
  })) as Template<MatchingAdminNotice>,
};
