import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@contracts';

/**
 * What every failed call rejects with. `message` follows spec 000 §7 ("<status>: <response text or
 * status text>"); `data` keeps the parsed server body ({ statusCode, message, errors?, code?,
 * lockoutRemaining? }) for screens that need the details.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  data?: unknown;
}

export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (typeof error.status === 'number') {
    const text = bodyText(error.data);
    return {
      status: error.status,
      message: `${error.status}: ${text || response?.statusText || ''}`.trimEnd(),
      data: error.data,
    };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      status: error.originalStatus,
      message: `${error.originalStatus}: ${error.data || response?.statusText || ''}`.trimEnd(),
      data: error.data,
    };
  }
  const detail = 'error' in error ? error.error : 'Request failed';
  return { status: error.status, message: detail, data: 'data' in error ? error.data : undefined };
}

function bodyText(data: unknown): string {
  if (data === null || data === undefined) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/** Refused for want of a session or a role (401/403), as opposed to any other failure. */
export function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** The server's own `message` (what the spec's screens show), when the body carried one. */
export function serverMessage(error: unknown): string | undefined {
  const body = errorBody(error);
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}

export function errorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!isApiError(error)) return undefined;
  const { data } = error;
  return typeof data === 'object' && data !== null ? (data as Partial<ApiErrorBody>) : undefined;
}
