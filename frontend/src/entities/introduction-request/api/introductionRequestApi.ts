import type { ConsultantIntroductionPage } from '@contracts';
import { baseApi } from '@/shared/api';

const introductionRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/introduction-requests/mine: the requests that name the signed-in consultant, newest first. */
    getMyIntroductionRequests: build.query<ConsultantIntroductionPage, void>({
      query: () => '/api/introduction-requests/mine',
    }),
  }),
});

export const { useGetMyIntroductionRequestsQuery } = introductionRequestApi;
