import type { AdminMailStatus } from './admin';

/** Issue 16 "Words, not keys": the mail outbox names each template as the team reads it. */
export const MAIL_TEMPLATE_LABELS: Record<string, string> = {
  accountErased: 'Account erased (confirmation)',
  accountLocked: 'Account locked',
  applicationApproved: 'Application approved',
  applicationReceivedAdmin: 'New consultant application (team)',
  applicationReceivedApplicant: 'Application received',
  applicationRejected: 'Application rejected',
  availabilityCheck: 'Availability check',
  charityRegisteredAdmin: 'New charity registered (team)',
  charityWelcome: 'Welcome to a charity',
  emailChanged: 'E-mail address changed',
  getMatchedAdmin: 'Get-matched enquiry (team)',
  getMatchedReceived: 'Get-matched enquiry received',
  introductionOverdueDigest: 'Overdue introductions digest (team)',
  introductionRequestAdmin: 'Introduction request (team)',
  introductionRequestReceived: 'Introduction request received',
  matchIntroduction: 'Match introduction',
  matchReminder: 'Match reminder',
  matchRequested: 'Match requested',
  matchShortlistReady: 'Shortlist ready',
  matchingAdminNotice: 'Matching notice (team)',
  membershipActivated: 'Membership activated',
  membershipExpired: 'Membership expired',
  membershipExpiryReminder: 'Membership expiry reminder',
  membershipRequestAdmin: 'Membership request (team)',
  membershipRequestReceived: 'Membership request received',
  membershipTierChanged: 'Membership tier changed',
  membershipRequestDeclined: 'Membership request declined',
  passwordChanged: 'Password changed',
  passwordReset: 'Password reset',
  pricingEnquiryAdmin: 'Pricing enquiry (team)',
  pricingEnquiryReceived: 'Pricing enquiry received',
  projectConsultantAssigned: 'Consultant assigned to a project',
  projectConsultantReplaced: 'Project consultant replaced',
  projectRequestAdmin: 'New project request (team)',
  projectStatusChanged: 'Project status changed',
  projectUnreadDigest: 'Unread messages digest',
  temporaryCredentialsNotice: 'Temporary credentials',
  termsAcceptedProvider: 'Terms accepted (provider copy)',
  termsAcceptedUser: 'Terms accepted',
  reviewRequested: 'Review requested',
  reviewReminder: 'Review reminder',
  reviewHidden: 'Review hidden',
  caseStudySubmitted: 'Case study submitted',
  caseStudyDecided: 'Case study decided',
  waitingListAdmin: 'Waiting-list sign-up (team)',
  waitingListConfirmation: 'Waiting-list confirmation',
};

/** A template this version has no label for (a rolling deploy) still reads as words: 'pricingEnquiryAdmin' → 'Pricing enquiry admin'. */
export function mailTemplateLabel(template: string): string {
  const known = MAIL_TEMPLATE_LABELS[template];
  if (known) return known;
  const words = template.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const MAIL_STATUS_LABELS: Record<AdminMailStatus, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Logged (not sent)',
};
