import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_RELOAD_DELAY_MS, TOASTS } from '@contracts';
import { baseApi, isApiError } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { pageReload } from '@/shared/lib';
import { useToast } from '@/shared/ui';
import { logoutApi } from '../api/logoutApi';

export interface UseLogoutOptions {
  /** The user menu tells the user about a failure; the mobile menu only logs it (spec 000 §8). */
  onFailure?: 'toast' | 'log';
  /** Where the user lands: home by default; the admin bar goes to /login (spec 001 "Admin navigation bar"). */
  destination?: string;
  /** Leave even when the call fails (the admin bar's Logout always ends on its destination). */
  leaveOnFailure?: boolean;
}

/**
 * Ends the session: POST /api/auth/logout, then the success toast, an emptied API cache, the home page
 * and a full reload shortly after so no signed-in state survives in memory (spec 000 §4 "Logout").
 */
export function useLogout({ onFailure = 'toast', destination = ROUTES.home, leaveOnFailure = false }: UseLogoutOptions = {}) {
  const [requestLogout, { isLoading }] = logoutApi.useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  const logout = useCallback(async () => {
    let ended = true;
    try {
      await requestLogout().unwrap();
    } catch (error) {
      // 401: the session had already ended, which is what the user asked for.
      const alreadySignedOut = isApiError(error) && error.status === 401;
      if (!alreadySignedOut) {
        ended = false;
        if (onFailure === 'toast') toast({ ...TOASTS.logoutFailed, variant: 'destructive' });
        else console.error('Logout failed', error);
        if (!leaveOnFailure) return;
      }
    }

    if (ended) toast(TOASTS.logoutSuccess, { keepAcrossReload: true });
    // Leave the page first, synchronously: emptying the cache while a members-only page is still on screen
    // makes its sign-in gate see nobody and send the user to /login?redirect=… instead of the destination.
    // `afterLogout` keeps /login from sending a still-signed-in user (a refused logout) back to their dashboard.
    navigate(destination, { flushSync: true, state: { afterLogout: true } });
    dispatch(baseApi.util.resetApiState());
    window.setTimeout(() => pageReload.reload(), LOGOUT_RELOAD_DELAY_MS);
  }, [destination, dispatch, leaveOnFailure, navigate, onFailure, requestLogout, toast]);

  return { logout, isLoggingOut: isLoading };
}
