import type { CursorPage, MatchCandidatesView, MatchingMetricsView, NeedDetailView, NeedKind, NeedSummaryView, ShortlistRequest } from '@contracts';
import { baseApi } from '@/shared/api';
import { cleanParams, toPage, type ListParams, type Page } from '@/shared/lib';

/** The needs list reads only these keys (its validation refuses others). */
const NEED_LIST_KEYS = ['page', 'pageSize', 'cursor', 'state', 'overdue', 'kind', 'sourceId', 'sort', 'order'];

// A need moves with its project or introduction request (both ways, D17): their tags refresh it too.
const NEED_TAGS = ['Admin', 'Project', 'Submission'] as const;

/** The admins' matching work (issue 17, D17): needs, their ranked candidates, the shortlist and the metrics. */
const adminMatchingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNeeds: build.query<Page<NeedSummaryView>, ListParams | void>({
      query: (params) => ({ url: '/api/admin/needs', params: Object.fromEntries(Object.entries(cleanParams(params)).filter(([key]) => NEED_LIST_KEYS.includes(key))) }),
      transformResponse: (body: CursorPage<NeedSummaryView>) => toPage<NeedSummaryView>(body),
      providesTags: [...NEED_TAGS],
    }),
    /** The need of one project or introduction request: the other screens link to it. */
    getNeedOfSource: build.query<NeedSummaryView | null, { kind: NeedKind; sourceId: number }>({
      query: ({ kind, sourceId }) => ({ url: '/api/admin/needs', params: { kind, sourceId, pageSize: 1 } }),
      transformResponse: (body: CursorPage<NeedSummaryView>) => body.data[0] ?? null,
      providesTags: [...NEED_TAGS],
    }),
    getNeed: build.query<NeedDetailView, number>({ query: (id) => `/api/admin/needs/${id}`, providesTags: [...NEED_TAGS] }),
    getNeedCandidates: build.query<MatchCandidatesView, number>({ query: (id) => `/api/admin/needs/${id}/candidates`, providesTags: [...NEED_TAGS] }),
    shortlistNeed: build.mutation<NeedDetailView, { id: number } & ShortlistRequest>({
      query: ({ id, candidates }) => ({ url: `/api/admin/needs/${id}/shortlist`, method: 'POST', body: { candidates } }),
      invalidatesTags: ['Admin'],
    }),
    getMatchingMetrics: build.query<MatchingMetricsView, { days: number }>({
      query: ({ days }) => ({ url: '/api/admin/matching/metrics', params: { days } }),
      providesTags: [...NEED_TAGS],
    }),
  }),
});

export const { useGetNeedsQuery, useGetNeedOfSourceQuery, useGetNeedQuery, useGetNeedCandidatesQuery, useShortlistNeedMutation, useGetMatchingMetricsQuery } = adminMatchingApi;
