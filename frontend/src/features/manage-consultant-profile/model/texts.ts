import { REVIEW_BUSINESS_DAYS } from '@contracts';

/**
 * The consultant dashboard's texts, to the letter (spec 000 §8 "Consultant dashboard", spec 001 §8).
 * The under-review texts are ours: the spec has the applicant land here straight after applying.
 */
export const DASHBOARD_TEXTS = {
  underReviewTitle: 'Your application is under review',
  underReview: `We review every application within ${REVIEW_BUSINESS_DAYS} and will contact you to arrange an interview. Once you are approved, charities will be able to find you in the directory and request an introduction; until then you can complete your profile here.`,
  visibleHint: 'Charities can find you and request an introduction.',
  hiddenHint: 'You are hidden from searches until you switch this back on.',
  dualRoleAvailableHint: 'Available means visible to charities.',
  dualRoleUnavailableHint: 'Unavailable means hidden from searches.',
  notYetVisibleHint: 'Charities cannot find you yet: your application is under review.',
  professionalBackground: 'Professional Background',
  availabilityUpdated: 'Availability updated successfully',
  availabilityFailed: { title: 'Error', description: 'Failed to update availability. Please try again.' },
  profileUpdated: 'Profile updated successfully',
  profileFailed: 'Failed to update profile. Please try again.',
  profileNotFound: 'Consultant profile not found',
  connectionError: 'Connection Error: Unable to load dashboard. Please try refreshing the page.',
  refreshPage: 'Refresh Page',
  backToMainSite: 'Back to Main Site',
  approved: 'Approved',
  pending: 'Pending',
  available: 'Available',
  unavailable: 'Unavailable',
} as const;
