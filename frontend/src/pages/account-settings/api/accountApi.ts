import { baseApi } from '@/shared/api';
import type { Account, AccountUpdate } from '../model/accountForm';

/** GET/PATCH /api/account: the signed-in user's own contact details (issue 9). */
const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, void>({
      query: () => '/api/account',
      providesTags: [{ type: 'CurrentUser', id: 'ACCOUNT' }],
    }),
    updateAccount: build.mutation<Account, AccountUpdate>({
      query: (body) => ({ url: '/api/account', method: 'PATCH', body }),
      // The header and dashboards show the name and organisation from the current user.
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useGetAccountQuery, useUpdateAccountMutation } = accountApi;
