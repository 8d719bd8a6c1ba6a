import type { MembershipRequestType, MembershipRequestView } from '@contracts';
import { baseApi } from '@/shared/api';

/**
 * POST /api/membership/requests (D9): the admins are told and complete it; no card payment yet. Asking
 * again while a request of that type is open answers the open one.
 */
export const membershipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestMembership: build.mutation<MembershipRequestView, MembershipRequestType>({
      query: (type) => ({ url: '/api/membership/requests', method: 'POST', body: { type } }),
    }),
  }),
});

export const { useRequestMembershipMutation } = membershipApi;
