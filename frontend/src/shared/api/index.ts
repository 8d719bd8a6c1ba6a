export { baseApi, TAG_TYPES } from './baseApi';
export type { ApiExtraOptions } from './baseQuery';
export { errorBody, isApiError, isAuthFailure, serverMessage, type ApiError } from './apiError';
export { sessionExpired } from './sessionExpired';
export { serverFieldMessages } from './fieldErrors';
