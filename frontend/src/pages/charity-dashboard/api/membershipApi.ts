import type { CreateMembershipRequestRequest, MembershipRequestView } from '@contracts';
import { baseApi } from '@/shared/api';
import { sessionApi } from '@/entities/session';

export type MembershipRequestBody = CreateMembershipRequestRequest;

/**
 * POST /api/membership/requests (D9; `change_tier` from issue 16): the admins are told and answer it; no card
 * payment yet. Asking again while the same request is open answers the open one.
 */
const membershipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestMembership: build.mutation<MembershipRequestView, MembershipRequestBody>({
      query: (body) => ({ url: '/api/membership/requests', method: 'POST', body }),
      // The server's answer is what GET /api/auth/user now says about the open request: the cached user
      // takes it, so the card shows "pending" at once and the next fetch of the user keeps it (or clears it).
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: request } = await queryFulfilled.catch(() => ({ data: null }));
        if (!request) return;
        dispatch(
          sessionApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
            if (user?.charityProfile) user.charityProfile.pendingMembershipRequest = { type: request.type, requestedTier: request.requestedTier ?? null, requestedAt: request.createdAt };
          }),
        );
      },
    }),
  }),
});

export const { useRequestMembershipMutation } = membershipApi;
