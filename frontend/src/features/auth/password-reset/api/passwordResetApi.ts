import type { ForgotPasswordRequest, ResetPasswordRequest } from '@contracts';
import { baseApi } from '@/shared/api';

/** POST /api/auth/forgot-password and /api/auth/reset-password (spec 000 §7, DECISIONS D3). */
export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Always 200 with the same body, whether or not the address has an account; the answer is not read. */
    forgotPassword: build.mutation<void, ForgotPasswordRequest>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }),
      // A reset signs out every session of that user (DECISIONS D3): if it was the one signed in here,
      // the header must find out.
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});
