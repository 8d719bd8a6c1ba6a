import type { IntroductionDialogRequest, IntroductionModalRequest, IntroductionRequestView } from '@contracts';
import { baseApi } from '@/shared/api';

const introductionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/introduction-requests with either payload of spec 000 §3; signed in or not. */
    createIntroductionRequest: build.mutation<IntroductionRequestView, IntroductionDialogRequest | IntroductionModalRequest>({
      query: (body) => ({ url: '/api/introduction-requests', method: 'POST', body }),
      invalidatesTags: ['Submission'],
    }),
  }),
});

export const { useCreateIntroductionRequestMutation } = introductionApi;
