import { Inject, Injectable } from '@nestjs/common';

import { rootLogger } from '../../../common/logging/logger';
import { type AuditAction, SECURITY_EVENTS } from '../../../contracts';
import { Clock, CLOCK } from '../../../config/clock';
import { AuditLogRepository } from '../infrastructure/audit-log.repository';

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  /** For subjects that are not users: e.g. { type: 'project', id: 12 }. */
  subject?: { type: string; id: number } | null;
  ipAddress?: string | null;
  /** Never a password, token or message body. */
  details?: Record<string, string | number | boolean | null>;
}

/**
 * The append-only audit log. Writes join the caller's use-case transaction when there is one, so an
 * action and its audit row commit or roll back together; nothing in the API updates or deletes a row.
 */
@Injectable()
export class AuditTrailService {
  constructor(
    private readonly auditLog: AuditLogRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.auditLog.insert({
      action: entry.action,
      actorUserId: entry.actorUserId ?? null,
      subjectUserId: entry.subjectUserId ?? null,
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject?.id ?? null,
      ipAddress: entry.ipAddress ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      createdAt: this.clock.now(),
    });
    this.logSecurityEvent(entry);
  }

  /**
   * Issue 15: one log line per security event, so log-based alerting sees it without reading the table. The
   * request id comes from the request-scoped logger; details stay out (they are free-form), and so does any
   * secret: only ids, the action and the IP.
   */
  private logSecurityEvent(entry: AuditEntry): void {
    const event = SECURITY_EVENTS[entry.action];
    if (!event) return;
    const level = entry.action === 'account_locked' ? 'warn' : 'info';
    rootLogger()[level](
      { event, action: entry.action, actorUserId: entry.actorUserId ?? null, subjectUserId: entry.subjectUserId ?? null, ip: entry.ipAddress ?? null },
      `security event: ${event}`,
    );
  }
}
