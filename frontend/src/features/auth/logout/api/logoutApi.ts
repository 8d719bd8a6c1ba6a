import { baseApi } from '@/shared/api';

export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST', body: {} }),
    }),
  }),
});
