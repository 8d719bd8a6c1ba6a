import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { AuditLogEntity } from './audit-log.entity';

export const AUDIT_ACTIONS = ['account_locked', 'password_reset', 'terms_accepted', 'temp_credentials_assigned', 'password_changed'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  ipAddress?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

@Injectable()
export class AuditLogRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(entry: AuditEntry, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(AuditLogEntity, {
      action: entry.action,
      actorUserId: entry.actorUserId ?? null,
      subjectUserId: entry.subjectUserId ?? null,
      ipAddress: entry.ipAddress ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      createdAt: this.clock.now(),
    });
  }
}
