import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { NotificationInboxService } from './application/notification-inbox.service';
import { NotificationsService } from './application/notifications.service';
import { NotificationEntity } from './infrastructure/notification.entity';
import { NotificationRepository } from './infrastructure/notification.repository';
import { NotificationsController } from './interface/http/notifications.controller';

/** The notification centre (issue 16). Imports no other module, so every module may import it. */
@Module({
  imports: [TypeOrmModule.forFeature([NotificationEntity])],
  controllers: [NotificationsController],
  providers: [NotificationRepository, NotificationsService, NotificationInboxService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
