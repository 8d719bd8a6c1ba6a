import { ROUTES } from '@/shared/config';
import { safeRedirectPath } from '@/shared/lib';

/**
 * The login page's "Sign up" link: it carries the page's `redirect` on (when it is a safe same-site path),
 * so a visitor sent to sign in on the way somewhere (Pricing → one-off project) gets there after
 * registering instead (issue 16 "Journeys that keep their thread").
 */
export function signUpLink(redirect: string | null): string {
  const target = safeRedirectPath(redirect);
  return target ? `${ROUTES.signUp}?redirect=${encodeURIComponent(target)}` : ROUTES.signUp;
}
