import { MEMBERSHIP_REQUEST_TYPE_LABELS } from './admin-charities';
import type { MembershipRequestType } from './membership';
import { DASHBOARD_PATHS } from './user-rules';

/**
 * The notification centre (issue 16). Each kind is declared once here: what it carries (stored as JSON) and how
 * it reads (title and link, rendered when listed, so a wording fix reaches old notifications too). A new kind
 * (matching, issue 17; reviews, issue 18) is one entry in `NotificationParamsByKind` and one in
 * `NOTIFICATION_TEXTS`; `notify()` on the server and the bell in the header need no change.
 */
export interface NotificationParamsByKind {
  projectMessage: { projectId: number; projectTitle: string; senderName: string };
  projectStatusChanged: { projectId: number; projectTitle: string; fromLabel: string; toLabel: string; actorName: string };
  /** To the charity: the consultant's first name (D4); to the consultant: the charity's name. */
  projectConsultantAssigned: { projectId: number; projectTitle: string; audience: 'charity' | 'consultant'; consultantFirstName: string; charityName: string };
  membershipRequestAnswered: { type: MembershipRequestType; expiry: string };
  /** Issue 16, Manage Membership: the team moved the membership to the tier asked for. */
  membershipTierChanged: { tierLabel: string };
  /** Issue 16: the team declined a membership request (activation, renewal or tier change). */
  membershipRequestDeclined: { type: MembershipRequestType };
  introductionRequested: { introductionRequestId: number; charityName: string; contactName: string; expertise: string; timeline: string };
  applicationApproved: Record<string, never>;
  applicationRejected: Record<string, never>;
  /** Issue 17 (D17): to the signed-in requester, their shortlist is ready (the link by id needs their session). */
  matchShortlistReady: { shortlistId: number; count: number; expertise: string };
  /** To the chosen consultant: a request for them (organisation only until they accept, D4). */
  matchRequestedForYou: { matchRequestId: number; organisation: string; expertise: string; answerHours: number };
  /** To the requester: the chosen consultant accepted (the introduction mail carries the contact details). */
  matchAccepted: { consultantFirstName: string; expertise: string };
  /** To the requester: the chosen consultant declined or did not answer; the team shortlists again. */
  matchNotAccepted: { consultantFirstName: string; expertise: string; outcome: 'declined' | 'expired' };
  /** To the consultant: their 48 hours passed without an answer. */
  matchExpired: { organisation: string; answerHours: number };
  /** Issue 18 (D18): asked to review on completion, reminded at 7 and 21 days. */
  reviewRequested: { projectId: number; projectTitle: string; audience: 'charity' | 'consultant'; days: number };
  reviewReminder: { projectId: number; projectTitle: string; daysLeft: number };
  /** To the consultant: the charity's review is on their profile; they may reply. */
  reviewPublished: { projectId: number; projectTitle: string };
  /** To the charity: a case study waits for its approval. */
  caseStudySubmitted: { projectId: number; projectTitle: string; consultantFirstName: string };
  /** To the consultant: the charity's answer. */
  caseStudyDecided: { projectId: number; projectTitle: string; decision: 'approved' | 'declined' | 'withdrawn' };
}

export type NotificationKind = keyof NotificationParamsByKind;

export interface NotificationText {
  /** What happened, in one sentence. */
  title: string;
  /** Where to see it: a path of the app. */
  link: string;
}

const projectPath = (projectId: number): string => `/projects/${projectId}`;
/** "Requests for you" on the consultant's dashboard (issue 17). */
const MATCH_REQUESTS_PATH = `${DASHBOARD_PATHS.consultant}#match-requests-heading`;
/** The review form of a project (issue 18): the notification, the mail and the project page lead here. */
export const reviewPath = (projectId: number): string => `/projects/${projectId}/review`;
export const caseStudyPath = (projectId: number): string => `/projects/${projectId}/case-study`;

export const NOTIFICATION_TEXTS: { [K in NotificationKind]: (params: NotificationParamsByKind[K]) => NotificationText } = {
  projectMessage: (p) => ({ title: `New message from ${p.senderName} in "${p.projectTitle}"`, link: projectPath(p.projectId) }),
  projectStatusChanged: (p) => ({ title: `"${p.projectTitle}" moved from ${p.fromLabel} to ${p.toLabel} (by ${p.actorName})`, link: projectPath(p.projectId) }),
  projectConsultantAssigned: (p) => ({
    title: p.audience === 'consultant' ? `You are now the consultant on "${p.projectTitle}" for ${p.charityName}` : `${p.consultantFirstName} is now the consultant on "${p.projectTitle}"`,
    link: projectPath(p.projectId),
  }),
  membershipRequestAnswered: (p) => ({
    title: `Your membership ${p.type === 'renew' ? 'renewal' : 'activation'} request was approved: membership runs until ${p.expiry}`,
    link: DASHBOARD_PATHS.charity,
  }),
  membershipTierChanged: (p) => ({ title: `Your membership tier change was approved: you are now on the ${p.tierLabel} tier`, link: DASHBOARD_PATHS.charity }),
  membershipRequestDeclined: (p) => ({ title: `Your membership request (${MEMBERSHIP_REQUEST_TYPE_LABELS[p.type]}) was declined; we have sent you an e-mail`, link: DASHBOARD_PATHS.charity }),
  introductionRequested: (p) => ({
    title: `${p.contactName}${p.charityName ? ` (${p.charityName})` : ''} asked to be introduced to you about ${p.expertise}, timeline: ${p.timeline}`,
    link: `${DASHBOARD_PATHS.consultant}#introduction-requests`,
  }),
  applicationApproved: () => ({ title: 'Your consultant application was approved: welcome aboard', link: DASHBOARD_PATHS.consultant }),
  applicationRejected: () => ({ title: 'Your consultant application was not approved this time; we have sent you an e-mail', link: DASHBOARD_PATHS.consultant }),
  matchShortlistReady: (p) => ({ title: `Your shortlist for ${p.expertise} is ready: ${p.count === 1 ? 'one consultant' : `${p.count} consultants`} to choose from`, link: `/matches/${p.shortlistId}` }),
  matchRequestedForYou: (p) => ({ title: `${p.organisation} would like to work with you on ${p.expertise}: please answer within ${p.answerHours} hours`, link: MATCH_REQUESTS_PATH }),
  matchAccepted: (p) => ({ title: `${p.consultantFirstName} accepted your request for ${p.expertise}: we have e-mailed you both each other's details`, link: DASHBOARD_PATHS.charity }),
  matchNotAccepted: (p) => ({
    title: `${p.consultantFirstName} ${p.outcome === 'declined' ? 'cannot take on' : 'did not answer'} your request for ${p.expertise}; we will shortlist someone else`,
    link: DASHBOARD_PATHS.charity,
  }),
  matchExpired: (p) => ({ title: `The request from ${p.organisation} expired: it was not answered within ${p.answerHours} hours`, link: MATCH_REQUESTS_PATH }),
  reviewRequested: (p) => ({
    title: p.audience === 'charity' ? `"${p.projectTitle}" is completed: please review the consultant within ${p.days} days` : `"${p.projectTitle}" is completed: please review working with the charity within ${p.days} days`,
    link: reviewPath(p.projectId),
  }),
  reviewReminder: (p) => ({ title: `Reminder: ${p.daysLeft} day${p.daysLeft === 1 ? '' : 's'} left to review "${p.projectTitle}"`, link: reviewPath(p.projectId) }),
  reviewPublished: (p) => ({ title: `The charity's review of "${p.projectTitle}" is on your profile: you may reply once`, link: reviewPath(p.projectId) }),
  caseStudySubmitted: (p) => ({ title: `${p.consultantFirstName} wrote a case study of "${p.projectTitle}": please approve or decline it`, link: caseStudyPath(p.projectId) }),
  caseStudyDecided: (p) => ({ title: `Your case study of "${p.projectTitle}" was ${p.decision === 'withdrawn' ? 'withdrawn by the charity' : p.decision}`, link: caseStudyPath(p.projectId) }),
};

export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_TEXTS) as NotificationKind[];

export const isNotificationKind = (value: string): value is NotificationKind => Object.prototype.hasOwnProperty.call(NOTIFICATION_TEXTS, value);

/** One notification as GET /api/notifications lists it. */
export interface NotificationView {
  id: number;
  kind: NotificationKind;
  title: string;
  link: string;
  createdAt: string;
  read: boolean;
}

/** GET /api/notifications: newest first, a page at a time, with the caller's unread count. */
export interface NotificationPage {
  data: NotificationView[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}

/** POST /api/notifications/read: some of the caller's notifications, or all of them. */
export interface MarkNotificationsReadRequest {
  ids?: number[];
  all?: boolean;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
/** How many ids one mark-read call may name (the bell sends one page). */
export const NOTIFICATIONS_MAX_IDS = 100;

export const NOTIFICATION_MESSAGES = {
  idsOrAll: 'Send either ids or all: true',
  notFound: 'Notification not found',
  notifications: 'Notifications',
  none: 'No notifications yet',
  markAllRead: 'Mark all as read',
  unreadCount: (count: number) => (count === 1 ? '1 unread notification' : `${count} unread notifications`),
} as const;
