import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditTrailService } from './application/audit-trail.service';
import { AuditLogEntity } from './infrastructure/audit-log.entity';

@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntity])],
  providers: [AuditTrailService],
  exports: [AuditTrailService],
})
export class AuditModule {}
