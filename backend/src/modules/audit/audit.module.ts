import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditLogQueryService } from './application/audit-log-query.service';
import { AuditPseudonymiserService } from './application/audit-pseudonymiser.service';
import { AuditTrailService } from './application/audit-trail.service';
import { AuditLogEntity } from './infrastructure/audit-log.entity';
import { AuditLogRepository } from './infrastructure/audit-log.repository';

@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntity])],
  providers: [AuditLogRepository, AuditTrailService, AuditLogQueryService, AuditPseudonymiserService],
  exports: [AuditTrailService, AuditLogQueryService, AuditPseudonymiserService],
})
export class AuditModule {}
