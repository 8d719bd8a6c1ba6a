import type { MembershipRequestType, MembershipRequestView } from '@contracts';
import { baseApi } from '@/shared/api';
import { sessionApi } from '@/entities/session';

/**
 * POST /api/membership/requests (D9): the admins are told and complete it; no card payment yet. Asking
 * again while a request of that type is open answers the open one.
 */
const membershipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestMembership: build.mutation<MembershipRequestView, MembershipRequestType>({
      query: (type) => ({ url: '/api/membership/requests', method: 'POST', body: { type } }),
      // The server's answer is what GET /api/auth/user now says about the open request: the cached user
      // takes it, so the card shows "pending" at once and the next fetch of the user keeps it (or clears it).
      async onQueryStarted(_type, { dispatch, queryFulfilled }) {
        const { data: request } = await queryFulfilled.catch(() => ({ data: null }));
        if (!request) return;
        dispatch(
          sessionApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
            if (user?.charityProfile) user.charityProfile.pendingMembershipRequest = { type: request.type, requestedAt: request.createdAt };
          }),
        );
      },
    }),
  }),
});

export const { useRequestMembershipMutation } = membershipApi;
