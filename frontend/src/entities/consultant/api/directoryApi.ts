import type { ConsultantProfile, DirectoryPage } from '@contracts';
import { baseApi } from '@/shared/api';

interface DirectoryQuery {
  search?: string;
  expertise?: string;
  page?: number;
  pageSize?: number;
}

/** The query string of GET /api/consultants: blank values are left out so the server applies its defaults. */
function directoryQueryString(query: DirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.expertise) params.set('expertise', query.expertise);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const directoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/consultants: one server page of approved consultants (DECISIONS D4). */
    listConsultants: build.query<DirectoryPage, DirectoryQuery>({
      query: (query) => `/api/consultants${directoryQueryString(query)}`,
      providesTags: (result) => [
        { type: 'Consultant', id: 'LIST' },
        ...(result?.data ?? []).map((consultant) => ({ type: 'Consultant' as const, id: consultant.id })),
      ],
    }),
    /** GET /api/consultants/{id}: any failure is 'Consultant Not Found' on the profile (spec 000 §8). */
    getConsultant: build.query<ConsultantProfile, number>({
      query: (id) => `/api/consultants/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Consultant', id }],
    }),
  }),
});

export const { useListConsultantsQuery, useGetConsultantQuery } = directoryApi;
