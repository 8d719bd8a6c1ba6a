import { mustCompleteOnboarding, type LoginResponse } from '@contracts';
import { ROUTES } from '@/shared/config';
import { safeRedirectPath } from '@/shared/lib';
import { dashboardPathFor } from '@/entities/session';

export interface PostLoginNavigation {
  /** Where to go now. */
  path: string;
  /** Warn with the 'Terms Update Required' toast. */
  termsUpdateRequired: boolean;
  /** Where onboarding should send the user when it is done (kept in sessionStorage). */
  afterOnboarding?: string;
}

/**
 * Where a user goes after signing in (spec 000 "Login", DECISIONS D2).
 *
 * Onboarding comes first: a consultant who must accept updated terms, change a temporary password or
 * accept terms for the first time cannot use the member area yet (the server refuses with
 * ONBOARDING_REQUIRED), so sending them to the page they asked for would only bounce. What they asked
 * for is kept for after onboarding instead. Otherwise a safe `redirect` wins over the role dashboard.
 */
export function planPostLoginNavigation(user: LoginResponse, redirectParam: string | null): PostLoginNavigation {
  const requested = safeRedirectPath(redirectParam);
  const intended = requested ?? dashboardPathFor(user);

  if (user.needsTermsUpdate) {
    return { path: ROUTES.consultantOnboarding, termsUpdateRequired: true, afterOnboarding: intended };
  }
  if (mustCompleteOnboarding(user)) {
    return { path: ROUTES.consultantOnboarding, termsUpdateRequired: false, afterOnboarding: intended };
  }
  return { path: intended, termsUpdateRequired: false };
}
