export { NotificationsModule } from './notifications.module';
export { NotificationsService } from './application/notifications.service';
