import { Injectable } from '@nestjs/common';

import { AuditLogRepository } from '../infrastructure/audit-log.repository';

export interface ExportedAuditRow {
  action: string;
  at: Date;
  byYou: boolean;
  about: string | null;
  ipAddress: string | null;
  details: Record<string, unknown> | null;
}

/**
 * D19: audit rows about an erased member keep their user id, which names nobody once the account is a
 * tombstone, and lose what identifies the person: the IP address of their own actions and any details
 * that mention them. The only change the API ever makes to the append-only log. Also lists the rows about a
 * member for their data export.
 */
@Injectable()
export class AuditPseudonymiserService {
  constructor(private readonly auditLog: AuditLogRepository) {}

  /** Rows about the member or of their own actions, oldest first; who else acted is not named. */
  async rowsAbout(userId: number): Promise<ExportedAuditRow[]> {
    const rows = await this.auditLog.rowsAbout(userId);
    return rows.map((row) => ({
      action: row.action,
      at: row.createdAt,
      byYou: row.actorUserId === userId,
      about: row.subjectType ? `${row.subjectType} ${row.subjectId}` : row.subjectUserId === userId ? 'you' : null,
      ipAddress: row.actorUserId === userId || row.subjectUserId === userId ? row.ipAddress : null,
      details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
    }));
  }

  /** In the caller's transaction. `mentions`: the member's e-mail, name, username, phone (short ones skipped). */
  async pseudonymise(userId: number, mentions: string[]): Promise<number> {
    const needles = [...new Set(mentions.map((text) => text.trim()).filter((text) => text.length >= 5))];
    return this.auditLog.pseudonymise(userId, needles);
  }
}
