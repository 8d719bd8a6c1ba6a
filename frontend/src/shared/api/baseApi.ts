import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Cache tags shared by every slice; slices add endpoints with baseApi.injectEndpoints. */
const TAG_TYPES = [
  'CurrentUser',
  'Consultant',
  'Project',
  'Message',
  'Admin',
  'Submission',
  'Credential',
  'Application',
  'Notification',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // spec 000 §9: no refetch on window focus, data never goes stale by itself. Endpoints that need
  // freshness (the current user) opt in through their hooks.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
