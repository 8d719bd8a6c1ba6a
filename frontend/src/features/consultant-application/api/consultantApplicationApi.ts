import type { ConsultantApplicationRequest, CurrentUser } from '@contracts';
import { baseApi } from '@/shared/api';

export const consultantApplicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/register/consultant: creates the (not yet approved) consultant and signs them in. */
    applyAsConsultant: build.mutation<CurrentUser, ConsultantApplicationRequest>({
      query: (body) => ({ url: '/api/register/consultant', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['CurrentUser'] : []),
    }),
  }),
});
