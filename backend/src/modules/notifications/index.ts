export { NotificationsModule } from './notifications.module';
export { NotificationsService } from './application/notifications.service';
export type { NotifyOptions } from './application/notifications.service';
