import type { AccountConsentsView, ConfirmPasswordRequest, EraseMemberRequest, MailPreferencesRequest } from '@contracts';
import { baseApi } from '@/shared/api';
import { attachmentName, saveBlob } from '../lib/saveDownload';

/** Issue 19 (D19): the member's own data (export, erasure, consents) and an admin's erasure on request. */
const personalDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsents: build.query<AccountConsentsView, void>({
      query: () => '/api/account/consents',
      providesTags: [{ type: 'CurrentUser', id: 'CONSENTS' }],
    }),
    setMailPreferences: build.mutation<AccountConsentsView, MailPreferencesRequest>({
      query: (body) => ({ url: '/api/account/mail-preferences', method: 'PUT', body }),
      invalidatesTags: [{ type: 'CurrentUser', id: 'CONSENTS' }],
    }),
    /** The ZIP is saved as it arrives; only `null` reaches the store (a Blob is not serialisable). */
    exportData: build.mutation<null, ConfirmPasswordRequest>({
      query: (body) => ({
        url: '/api/account/export',
        method: 'POST',
        body,
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null);
          saveBlob(await response.blob(), attachmentName(response.headers.get('Content-Disposition'), 'my-data.zip'));
          return null;
        },
      }),
      // 401 here is a wrong password, not an ended session.
      extraOptions: { ignoreUnauthorized: true },
    }),
    deleteAccount: build.mutation<{ message: string }, ConfirmPasswordRequest>({
      query: (body) => ({ url: '/api/account/delete', method: 'POST', body }),
      extraOptions: { ignoreUnauthorized: true },
    }),
    eraseMember: build.mutation<{ message: string }, EraseMemberRequest & { userId: number }>({
      query: ({ userId, reason }) => ({ url: `/api/admin/users/${userId}/erase`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Admin', 'Consultant'],
    }),
  }),
});

export const { useGetConsentsQuery, useSetMailPreferencesMutation, useExportDataMutation, useDeleteAccountMutation, useEraseMemberMutation } = personalDataApi;
