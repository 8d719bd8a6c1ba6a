import { baseApi } from '@/shared/api';

export type MembershipRequestType = 'activate' | 'renew';

/** POST /api/membership/requests (D9): the admins are told and complete it; no card payment yet. */
export const membershipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestMembership: build.mutation<unknown, MembershipRequestType>({
      query: (type) => ({ url: '/api/membership/requests', method: 'POST', body: { type } }),
    }),
  }),
});

export const { useRequestMembershipMutation } = membershipApi;
