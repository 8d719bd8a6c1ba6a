import type { CurrentUser } from '@contracts';
import { baseApi, type ApiError } from '@/shared/api';

/** Freshness window and unused-cache lifetime of the current user (spec 000 §7). */
export const CURRENT_USER_FRESH_SECONDS = 30;

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/user. A 401 is an answer ("nobody is signed in"), so it resolves to null. */
    getCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_arg, _api, _extraOptions, fetchWithBaseQuery) {
        const result = await fetchWithBaseQuery('/api/auth/user');
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 401 ? { data: null } : { error };
        }
        return { data: result.data as CurrentUser };
      },
      extraOptions: { maxRetries: 2, ignoreUnauthorized: true },
      keepUnusedDataFor: CURRENT_USER_FRESH_SECONDS,
      providesTags: ['CurrentUser'],
    }),
  }),
});

/** Replaces the cached current user, e.g. with the user a login answered with, or null after a 401. */
export function setCurrentUser(user: CurrentUser | null) {
  return sessionApi.util.upsertQueryData('getCurrentUser', undefined, user);
}
