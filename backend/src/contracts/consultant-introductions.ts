/**
 * GET /api/introduction-requests/mine (issue 16): the introduction requests that name the signed-in consultant:
 * who asked, what for and when. The requester's e-mail and phone stay with the team, who answer on the
 * consultant's behalf (D17: contact details are shared only once a match is accepted).
 */
export interface ConsultantIntroductionView {
  id: number;
  charityName: string;
  contactName: string;
  projectDescription: string;
  /** Labels, not keys. */
  expertise: string;
  timeline: string;
  status: string;
  statusLabel: string;
  createdAt: string;
}

export interface ConsultantIntroductionPage {
  data: ConsultantIntroductionView[];
  total: number;
  page: number;
  pageSize: number;
}

export const CONSULTANT_INTRODUCTIONS_PAGE_SIZE = 10;
export const CONSULTANT_INTRODUCTIONS_MAX_PAGE_SIZE = 50;

export const CONSULTANT_INTRODUCTION_TEXTS = {
  heading: 'Introduction Requests',
  intro: 'Charities who asked to be introduced to you. Our team replies to each one with you: let us know if you would like to take it on.',
  empty: 'No introduction requests yet',
  asked: 'Asked',
  about: 'About',
  timeline: 'Timeline',
} as const;
