import type { OutcomesReport } from '@contracts';
import { baseApi } from '@/shared/api';

/** Only this admin screen reads the report, so its endpoint lives in the screen's lazy chunk. */
const adminOutcomesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/outcomes?days=: the funnel, times, fill rates, ratings and repeat charities of the period. */
    getOutcomes: build.query<OutcomesReport, { days: number }>({
      query: ({ days }) => ({ url: '/api/admin/outcomes', params: { days } }),
      providesTags: ['Admin'],
    }),
  }),
});

export const { useGetOutcomesQuery } = adminOutcomesApi;
