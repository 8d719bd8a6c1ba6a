import type { CurrentUser } from '@contracts';
import type { ApiError } from '@/shared/api';
import { CURRENT_USER_FRESH_SECONDS, sessionApi } from '../api/sessionApi';

export interface CurrentUserState {
  /** null when nobody is signed in (or while the first check is still running). */
  user: CurrentUser | null;
  /** True only during the very first check, before anything is known. */
  isLoading: boolean;
  /** The check failed for a reason other than "not signed in" (server down, network). */
  error: ApiError | undefined;
  refetch: () => void;
}

export function useCurrentUser(): CurrentUserState {
  const { data, isLoading, error, refetch } = sessionApi.useGetCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: CURRENT_USER_FRESH_SECONDS,
    refetchOnReconnect: true,
  });
  return { user: data ?? null, isLoading, error: error as ApiError | undefined, refetch };
}
