import { signature, Template } from './mail-template-kit';

/** Reviews and case studies (issue 18, D18). Links lead to the forms; no other party's personal details. */
export interface ReviewRequest {
  name: string;
  title: string;
  projectId: number;
  audience: 'charity' | 'consultant';
  days: number;
}

export interface ReviewReminder {
  name: string;
  title: string;
  projectId: number;
  daysLeft: number;
}

export interface ReviewHidden {
  name: string;
  title: string;
  reason: string;
}

export interface CaseStudyNotice {
  name: string;
  title: string;
  projectId: number;
  consultantFirstName: string;
}

export interface CaseStudyDecision {
  name: string;
  title: string;
  projectId: number;
  decision: 'approved' | 'declined' | 'withdrawn';
}

const DECISION_WORDS: Record<CaseStudyDecision['decision'], string> = {
  approved: 'approved your case study; it is now on your public profile',
  declined: 'declined your case study; you may edit it and ask again',
  withdrawn: 'withdrew its consent; the case study has left your public profile',
};

export const REVIEW_MAIL_TEMPLATES = {
  reviewRequested: ((data: ReviewRequest, ctx) => ({
    subject: `${ctx.brand}: how did "${data.title}" go?`,
    text: `Hello ${data.name},\n\n"${data.title}" is completed. Please ${data.audience === 'charity' ? 'review the consultant' : 'tell our team how working with the charity went (the charity never sees your review)'} within ${data.days} days:\n\n${ctx.appBaseUrl}/projects/${data.projectId}/review\n\nNeither side sees the other's review until both have sent theirs or 14 days have passed.${signature(ctx)}`,
  })) as Template<ReviewRequest>,

  reviewReminder: ((data: ReviewReminder, ctx) => ({
    subject: `${ctx.brand}: ${data.daysLeft} days left to review "${data.title}"`,
    text: `Hello ${data.name},\n\nYou have ${data.daysLeft} days left to review "${data.title}":\n\n${ctx.appBaseUrl}/projects/${data.projectId}/review${signature(ctx)}`,
  })) as Template<ReviewReminder>,

  reviewHidden: ((data: ReviewHidden, ctx) => ({
    subject: `${ctx.brand}: your review of "${data.title}" was hidden`,
    text: `Hello ${data.name},\n\nOur team has hidden your review of "${data.title}". The reason: ${data.reason}\n\nIf you think this is a mistake, reply to this e-mail.${signature(ctx)}`,
  })) as Template<ReviewHidden>,

  caseStudySubmitted: ((data: CaseStudyNotice, ctx) => ({
    subject: `${ctx.brand}: please approve a case study of "${data.title}"`,
    text: `Hello ${data.name},\n\n${data.consultantFirstName} wrote a case study of "${data.title}". It is published only if you approve it, with your name or anonymised as you choose:\n\n${ctx.appBaseUrl}/projects/${data.projectId}/case-study${signature(ctx)}`,
  })) as Template<CaseStudyNotice>,

  caseStudyDecided: ((data: CaseStudyDecision, ctx) => ({
    subject: `${ctx.brand}: your case study of "${data.title}"`,
    text: `Hello ${data.name},\n\nThe charity ${DECISION_WORDS[data.decision]}.\n\n${ctx.appBaseUrl}/projects/${data.projectId}/case-study${signature(ctx)}`,
  })) as Template<CaseStudyDecision>,
};
