import type { LoginPolicy, LoginRequest, LoginResponse } from '@contracts';
import { baseApi } from '@/shared/api';
import { setCurrentUser } from '@/entities/session';

export type LoginCredentials = LoginRequest;

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/login-policy: the real threshold and lock length for the form's warning. */
    getLoginPolicy: build.query<LoginPolicy, void>({
      query: () => '/api/auth/login-policy',
    }),
    login: build.mutation<LoginResponse, LoginCredentials>({
      query: (credentials) => ({ url: '/api/auth/login', method: 'POST', body: credentials }),
      // A 401 here means wrong credentials, not an expired session.
      extraOptions: { ignoreUnauthorized: true },
      async onQueryStarted(_credentials, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          // The login answer is the current user: no need for another round trip (spec 000 §7).
          await dispatch(setCurrentUser(user));
        } catch {
          // The form handles failures.
        }
      },
    }),
  }),
});
