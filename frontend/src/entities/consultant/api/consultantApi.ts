import type { ConsultantProfileSummary, ConsultantProfileUpdate, CreateOwnConsultantProfileRequest, CurrentUser } from '@contracts';
import { baseApi } from '@/shared/api';

interface UpdateConsultantProfileArgs {
  /** The consultant profile id (currentUser.consultantProfile.id), not the user id. */
  id: number;
  changes: ConsultantProfileUpdate;
}

const consultantApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PATCH /api/consultants/{id}: availability alone, or the profile form's fields (spec 000 §7). The
     * current user (which carries the profile) and consultant data are refetched afterwards, success or not.
     */
    updateConsultantProfile: build.mutation<ConsultantProfileSummary, UpdateConsultantProfileArgs>({
      query: ({ id, changes }) => ({ url: `/api/consultants/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => ['CurrentUser', { type: 'Consultant', id }, { type: 'Consultant', id: 'LIST' }],
    }),
    /** POST /api/consultants/own-profile (issue 16): a dual-role account without a profile creates its own. */
    createOwnConsultantProfile: build.mutation<CurrentUser, CreateOwnConsultantProfileRequest>({
      query: (body) => ({ url: '/api/consultants/own-profile', method: 'POST', body }),
      invalidatesTags: ['CurrentUser', { type: 'Consultant', id: 'LIST' }],
    }),
  }),
});

export const { useUpdateConsultantProfileMutation, useCreateOwnConsultantProfileMutation } = consultantApi;
