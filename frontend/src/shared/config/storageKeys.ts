/** Browser storage keys. Other screens read them too, so they are named in one place. */
export const STORAGE_KEYS = {
  /** Where to go once consultant onboarding is finished (set by the login screen). */
  onboardingRedirect: 'onboardingRedirect',
  /** A toast to show again after a full page reload (logout reloads the page). */
  pendingToast: 'pendingToast',
  /** The consultant application's draft (never the passwords or the consents); cleared once it is sent. */
  consultantApplicationDraft: 'consultantApplicationDraft',
  /** The anonymous visitor id sent with every page visit (spec 000 §7 "track-visit"); made once, kept. */
  visitorId: 'visitorId',
} as const;
