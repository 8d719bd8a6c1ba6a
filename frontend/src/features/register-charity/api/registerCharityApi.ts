import type { CharityRegistrationRequest, CurrentUser } from '@contracts';
import { baseApi } from '@/shared/api';

export const registerCharityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/register/charity: creates the account and signs it in (201 with the current user). */
    registerCharity: build.mutation<CurrentUser, CharityRegistrationRequest>({
      query: (body) => ({ url: '/api/register/charity', method: 'POST', body }),
      // The new session belongs to another user than the cached "nobody": read it again.
      invalidatesTags: (result) => (result ? ['CurrentUser'] : []),
    }),
  }),
});
