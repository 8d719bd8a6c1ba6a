import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { toApiError, type ApiError } from './apiError';
import { sessionExpired } from './sessionExpired';

export interface ApiExtraOptions {
  /** Retries after a failure other than 401. Queries default to none (spec 000 §9 "Query defaults"). */
  maxRetries?: number;
  /**
   * A 401 from this endpoint is an answer, not an expired session: the current-user probe (401 means
   * signed out) and login (401 means wrong credentials).
   */
  ignoreUnauthorized?: boolean;
}

/** Parses JSON when the body is JSON and keeps plain text otherwise; an empty body is null. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const fetchQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  responseHandler: readBody,
});

const apiQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await fetchQuery(args, api, {});
  if (!result.error) return { data: result.data, meta: result.meta };

  const error = toApiError(result.error, result.meta?.response);
  if (error.status === 401 && !extraOptions?.ignoreUnauthorized) {
    api.dispatch(sessionExpired());
  }
  return { error, meta: result.meta };
};

/** The one base query: session cookie, spec-shaped errors, opt-in retries that never retry a 401. */
export const baseQuery = retry(apiQuery, {
  retryCondition: (error, _args, { attempt, extraOptions }) =>
    (error as ApiError).status !== 401 && attempt <= ((extraOptions as ApiExtraOptions | undefined)?.maxRetries ?? 0),
});
