export { NOTIFICATION_POLL_MS, notificationApi, useGetNotificationsQuery, useMarkNotificationsReadMutation } from './api/notificationApi';
