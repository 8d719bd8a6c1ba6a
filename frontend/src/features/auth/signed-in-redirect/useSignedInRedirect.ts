import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardPathFor, useCurrentUser } from '@/entities/session';

/**
 * /login and /register are for visitors: someone already signed in when the page opens goes to their
 * dashboard (issue 16). Decided once, on the first settled session check, so signing in or registering
 * on the page itself still ends where that form sends the user (a redirect target, onboarding).
 */
export function useSignedInRedirect(): void {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current || isLoading) return;
    decided.current = true;
    if (user) navigate(dashboardPathFor(user), { replace: true });
  }, [isLoading, navigate, user]);
}
