import type { ConsultantOutcomes } from '@contracts';
import { baseApi } from '@/shared/api';

const consultantOutcomesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/outcomes/mine: the signed-in consultant's profile views and introduction requests, last 12 months. */
    getMyOutcomes: build.query<ConsultantOutcomes, void>({
      query: () => '/api/outcomes/mine',
    }),
  }),
});

export const { useGetMyOutcomesQuery } = consultantOutcomesApi;
