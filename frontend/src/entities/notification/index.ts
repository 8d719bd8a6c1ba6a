export { NOTIFICATION_POLL_MS, useGetNotificationsQuery, useMarkNotificationsReadMutation } from './api/notificationApi';
