import type { CharityDeclineReason, MatchShortlistView } from '@contracts';
import { baseApi } from '@/shared/api';

/** The charity's shortlist through the mailed link (D17): reading is a GET, choosing and declining are POSTs. */
const matchShortlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in charity's shortlists, the latest of each need ("Your matches"). */
    getMyShortlists: build.query<MatchShortlistView[], void>({
      query: () => ({ url: '/api/matches' }),
    }),
    getShortlist: build.query<MatchShortlistView, string>({
      query: (token) => ({ url: `/api/matches/${encodeURIComponent(token)}` }),
    }),
    chooseConsultant: build.mutation<MatchShortlistView, { token: string; consultantId: number }>({
      query: ({ token, consultantId }) => ({ url: `/api/matches/${encodeURIComponent(token)}/choose`, method: 'POST', body: { consultantId } }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(matchShortlistApi.util.upsertQueryData('getShortlist', token, data));
      },
    }),
    declineShortlist: build.mutation<MatchShortlistView, { token: string; reason: CharityDeclineReason; note?: string }>({
      query: ({ token, reason, note }) => ({ url: `/api/matches/${encodeURIComponent(token)}/decline`, method: 'POST', body: note ? { reason, note } : { reason } }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(matchShortlistApi.util.upsertQueryData('getShortlist', token, data));
      },
    }),
  }),
});

export const { useGetMyShortlistsQuery, useGetShortlistQuery, useChooseConsultantMutation, useDeclineShortlistMutation } = matchShortlistApi;
