/** The consultant dashboard's texts, to the letter (spec 000 §8 "Consultant dashboard", spec 001 §8). */
export const DASHBOARD_TEXTS = {
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
