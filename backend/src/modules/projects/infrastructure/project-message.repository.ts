import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull } from 'typeorm';

import type { UserRole } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import type { UnreadMessageFacts } from '../domain/unread-digest';
import { MessageEntity } from './message.entity';
import { rawBool, toInstant } from '../../../database/raw-values';

export interface MessageRow {
  id: number;
  projectId: number;
  senderId: number;
  content: string;
  createdAt: Date;
  isRead: boolean;
  senderName: string;
  senderRole: UserRole;
  senderIsConsultant: boolean;
  senderOrganisation: string | null;
}

/** An unread message the digest has not mentioned yet, with both sides of its project (what the digest plans from). */
export type UnnotifiedMessageRow = UnreadMessageFacts;

const MESSAGE_COLUMNS = `m.id, m.projectId, m.senderId, m.content, m.createdAt, m.isRead, u.name AS senderName, u.role AS senderRole,
       u.isConsultant AS senderIsConsultant, u.organisation AS senderOrganisation`;
const MESSAGE_SELECT = `SELECT ${MESSAGE_COLUMNS} FROM messages m INNER JOIN users u ON u.id = m.senderId`;

function toMessageRow(row: Record<string, unknown>): MessageRow {
  return {
    id: Number(row.id),
    projectId: Number(row.projectId),
    senderId: Number(row.senderId),
    content: String(row.content),
    createdAt: toInstant(row.createdAt as Date | string),
    isRead: rawBool(row.isRead),
    senderName: String(row.senderName),
    senderRole: row.senderRole as UserRole,
    senderIsConsultant: rawBool(row.senderIsConsultant),
    senderOrganisation: (row.senderOrganisation as string | null) ?? null,
  };
}

@Injectable()
export class ProjectMessageRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * The newest `limit` messages (older than `beforeId` when given), returned oldest first; one statement. The page's
   * ids come first from (projectId, createdAt) in a derived table (a LIMIT keeps both engines from merging it), so
   * the plan cannot start from a scan of users however large the tables grow (issue 22: 20 ms against 0.2 ms).
   */
  async findPage(projectId: number, limit: number, beforeId?: number): Promise<MessageRow[]> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT ${MESSAGE_COLUMNS}
         FROM (SELECT id FROM messages WHERE projectId = ?${beforeId ? ' AND id < ?' : ''} ORDER BY createdAt DESC, id DESC LIMIT ${Number(limit)}) page
         INNER JOIN messages m ON m.id = page.id INNER JOIN users u ON u.id = m.senderId
        ORDER BY m.createdAt DESC, m.id DESC`,
      beforeId ? [projectId, beforeId] : [projectId],
    );
    return rows.reverse().map(toMessageRow);
  }

  /** Every message of these projects, oldest first (a member's data export, issue 19). */
  async findAllOf(projectIds: number[]): Promise<MessageRow[]> {
    if (!projectIds.length) return [];
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `${MESSAGE_SELECT} WHERE m.projectId IN (${projectIds.map(() => '?').join(', ')}) ORDER BY m.projectId, m.createdAt, m.id`,
      projectIds,
    );
    return rows.map(toMessageRow);
  }

  async findById(messageId: number): Promise<MessageRow | null> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(`${MESSAGE_SELECT} WHERE m.id = ?`, [messageId]);
    return rows[0] ? toMessageRow(rows[0]) : null;
  }

  /** Marks read what others sent; true when something changed. */
  async markReadFor(projectId: number, readerUserId: number): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(MessageEntity)
      .set({ isRead: true })
      .where('projectId = :projectId AND senderId <> :readerUserId AND isRead = :unread', { projectId, readerUserId, unread: false })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async insert(values: { projectId: number; senderId: number; content: string; createdAt: Date }): Promise<number> {
    const result = await this.manager.insert(MessageEntity, { ...values, isRead: false, notifiedAt: null });
    return result.identifiers[0].id as number;
  }

  /** Every unread message no digest has mentioned yet, oldest first (the index on isRead, notifiedAt, createdAt). */
  async findUnnotified(): Promise<UnnotifiedMessageRow[]> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT m.id, m.projectId, p.title AS projectTitle, m.senderId, m.createdAt,
              c.userId AS charityUserId, cu.name AS charityName, cu.email AS charityEmail,
              k.userId AS consultantUserId, ku.name AS consultantName, ku.email AS consultantEmail
         FROM messages m
         INNER JOIN projects p ON p.id = m.projectId
         INNER JOIN charities c ON c.id = p.charityId
         INNER JOIN users cu ON cu.id = c.userId
         LEFT JOIN consultants k ON k.id = p.consultantId
         LEFT JOIN users ku ON ku.id = k.userId
        WHERE m.isRead = ? AND m.notifiedAt IS NULL
        ORDER BY m.createdAt ASC, m.id ASC`,
      [false],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      projectId: Number(row.projectId),
      projectTitle: String(row.projectTitle),
      senderId: Number(row.senderId),
      createdAt: toInstant(row.createdAt as Date | string),
      charityUserId: Number(row.charityUserId),
      charityName: String(row.charityName),
      charityEmail: String(row.charityEmail),
      consultantUserId: row.consultantUserId === null || row.consultantUserId === undefined ? null : Number(row.consultantUserId),
      consultantName: (row.consultantName as string | null) ?? null,
      consultantEmail: (row.consultantEmail as string | null) ?? null,
    }));
  }

  async markNotified(ids: number[], at: Date): Promise<void> {
    if (ids.length) await this.manager.update(MessageEntity, { id: In(ids), notifiedAt: IsNull() }, { notifiedAt: at });
  }
}
