import type { ConsultantDeclineReason, MatchRequestView } from '@contracts';
import { baseApi } from '@/shared/api';

/** "Requests for you" (D17): the consultant's own match requests and their answers. */
const matchRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMatchRequests: build.query<MatchRequestView[], void>({
      query: () => ({ url: '/api/match-requests' }),
    }),
    acceptMatchRequest: build.mutation<MatchRequestView, number>({
      query: (id) => ({ url: `/api/match-requests/${id}/accept`, method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(matchRequestsApi.util.invalidateTags(['Project']));
        void dispatch(matchRequestsApi.endpoints.getMatchRequests.initiate(undefined, { forceRefetch: true }));
      },
    }),
    declineMatchRequest: build.mutation<MatchRequestView, { id: number; reason: ConsultantDeclineReason; note?: string }>({
      query: ({ id, reason, note }) => ({ url: `/api/match-requests/${id}/decline`, method: 'POST', body: note ? { reason, note } : { reason } }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        void dispatch(matchRequestsApi.endpoints.getMatchRequests.initiate(undefined, { forceRefetch: true }));
      },
    }),
  }),
});

export const { useGetMatchRequestsQuery, useAcceptMatchRequestMutation, useDeclineMatchRequestMutation } = matchRequestsApi;
