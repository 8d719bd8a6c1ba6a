import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dashboardPathFor, useCurrentUser } from '@/entities/session';

/**
 * /login and /register are for visitors: someone already signed in when the page opens goes to their
 * dashboard (issue 16). Decided once, on the first settled session check, so signing in or registering
 * on the page itself still ends where that form sends the user (a redirect target, onboarding). Not after a Logout
 * that the server refused (the admin bar still leaves for /login, spec 001): the user asked to leave, so the
 * sign-in form stays rather than bouncing them back into the console. useLogout marks that navigation.
 */

export function useSignedInRedirect(): void {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const afterLogout = (useLocation().state as { afterLogout?: boolean } | null)?.afterLogout === true;
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current || isLoading) return;
    decided.current = true;
    if (user && !afterLogout) navigate(dashboardPathFor(user), { replace: true });
  }, [afterLogout, isLoading, navigate, user]);
}
