import type { MarkNotificationsReadRequest, NotificationPage } from '@contracts';
import { NOTIFICATIONS_PAGE_SIZE } from '@contracts';
import { baseApi } from '@/shared/api';

/** How often a signed-in page asks for news (a tab in the background does not ask). */
export const NOTIFICATION_POLL_MS = 60_000;

const notificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/notifications: the newest page and the unread count; reading marks nothing. */
    getNotifications: build.query<NotificationPage, void>({
      query: () => `/api/notifications?pageSize=${NOTIFICATIONS_PAGE_SIZE}`,
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    markNotificationsRead: build.mutation<{ unread: number }, MarkNotificationsReadRequest>({
      query: (body) => ({ url: '/api/notifications/read', method: 'POST', body }),
      invalidatesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationApi;
