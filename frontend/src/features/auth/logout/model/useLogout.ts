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
}

/**
 * Ends the session: POST /api/auth/logout, then the success toast, an emptied API cache, the home page
 * and a full reload shortly after so no signed-in state survives in memory (spec 000 §4 "Logout").
 */
export function useLogout({ onFailure = 'toast' }: UseLogoutOptions = {}) {
  const [requestLogout, { isLoading }] = logoutApi.useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  const logout = useCallback(async () => {
    try {
      await requestLogout().unwrap();
    } catch (error) {
      // 401: the session had already ended, which is what the user asked for.
      const alreadySignedOut = isApiError(error) && error.status === 401;
      if (!alreadySignedOut) {
        if (onFailure === 'toast') toast({ ...TOASTS.logoutFailed, variant: 'destructive' });
        else console.error('Logout failed', error);
        return;
      }
    }

    toast(TOASTS.logoutSuccess, { keepAcrossReload: true });
    // Leave the page first, synchronously: emptying the cache while a members-only page is still on screen
    // makes its sign-in gate see nobody and send the user to /login?redirect=… instead of home.
    navigate(ROUTES.home, { flushSync: true });
    dispatch(baseApi.util.resetApiState());
    window.setTimeout(() => pageReload.reload(), LOGOUT_RELOAD_DELAY_MS);
  }, [dispatch, navigate, onFailure, requestLogout, toast]);

  return { logout, isLoggingOut: isLoading };
}
