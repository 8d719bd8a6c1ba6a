import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditLogQueryService } from './application/audit-log-query.service';
import { AuditTrailService } from './application/audit-trail.service';
import { AuditLogEntity } from './infrastructure/audit-log.entity';

@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntity])],
  providers: [AuditTrailService, AuditLogQueryService],
  exports: [AuditTrailService, AuditLogQueryService],
})
export class AuditModule {}
