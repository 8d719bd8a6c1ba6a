export { baseApi } from './baseApi';
export { errorBody, isApiError, isAuthFailure, serverMessage, type ApiError } from './apiError';
export { sessionExpired } from './sessionExpired';
export { serverFieldMessages } from './fieldErrors';
