import { isPreListedOnboarding, type CurrentUser } from '@contracts';

export type OnboardingStep = 'terms' | 'password';

type OnboardingFlags = Pick<CurrentUser, 'mustChangePassword' | 'hasAcceptedTerms' | 'needsTermsUpdate'>;

/**
 * The steps /consultant-onboarding shows, in order (spec 001 "Consultant onboarding", §4):
 * - terms when they were never accepted or a newer version must be accepted (needsTermsUpdate);
 * - password only while a temporary password is in force (mustChangePassword). An applicant who chose
 *   their own password, or a consultant re-accepting updated terms, sees the terms step alone.
 * An empty plan means there is nothing left to do.
 */
export function planOnboardingSteps(user: OnboardingFlags): OnboardingStep[] {
  const steps: OnboardingStep[] = [];
  if (!user.hasAcceptedTerms || user.needsTermsUpdate) steps.push('terms');
  if (user.mustChangePassword) steps.push('password');
  return steps;
}

type PreListedFacts = OnboardingFlags & Pick<CurrentUser, 'role' | 'isAdmin' | 'isConsultant' | 'isDualRole'>;

/**
 * /pre-listed-consultant-onboarding is for a consultant holding a temporary password who has not accepted
 * the terms yet; everyone else is sent to /dashboard (spec 001 "Second onboarding page").
 */
export function isPreListedOnboardingCandidate(user: PreListedFacts): boolean {
  return isPreListedOnboarding(user);
}
