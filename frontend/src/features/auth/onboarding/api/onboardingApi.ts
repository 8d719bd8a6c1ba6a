import type { AcceptTermsRequest, ChangePasswordRequest, CurrentUser } from '@contracts';
import { baseApi } from '@/shared/api';
import { setCurrentUser } from '@/entities/session';

/**
 * POST /api/auth/accept-terms and /api/auth/change-password. Both answer with the current user, which
 * replaces the cached one at once, so the header, the gate and the next step see the new flags.
 */
export const onboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acceptTerms: build.mutation<CurrentUser, AcceptTermsRequest>({
      query: (body) => ({ url: '/api/auth/accept-terms', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => refreshCurrentUser(dispatch, queryFulfilled),
    }),
    changePassword: build.mutation<CurrentUser, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => refreshCurrentUser(dispatch, queryFulfilled),
    }),
  }),
});

async function refreshCurrentUser(
  dispatch: (action: ReturnType<typeof setCurrentUser>) => unknown,
  queryFulfilled: Promise<{ data: CurrentUser }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    await dispatch(setCurrentUser(data));
  } catch {
    // The screen reports failures.
  }
}
