import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { ProjectStatus } from '../../../contracts';

export type MemberSide = 'charity' | 'consultant';

export interface MemberProjectRow {
  id: number;
  title: string;
  description: string;
  status: ProjectStatus;
  createdAt: Date | string;
  startDate: string | Date | null;
  endDate: string | Date | null;
  expertiseRequired: unknown;
  charityOrganisation: string | null;
  charityUserName: string;
  consultantName: string | null;
  unreadMessages: number | string;
}

/**
 * A charity's or a consultant's own projects, found from the caller's user id through the unique
 * charities.userId / consultants.userId and the indexed projects.charityId / projects.consultantId: no
 * separate profile lookup. The page carries the other party and the caller's unread messages (a count on
 * the messages' (projectId, createdAt) index per row of the page); the counts come from one GROUP BY.
 */
@Injectable()
export class MemberProjectListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findPage(side: MemberSide, userId: number, status: ProjectStatus | undefined, offset: number, limit: number): Promise<MemberProjectRow[]> {
    const rows: MemberProjectRow[] = await this.dataSource.query(
      `SELECT p.id, p.title, p.description, p.status, p.createdAt, p.startDate, p.endDate, p.expertiseRequired,
              cu.organisation AS charityOrganisation, cu.name AS charityUserName, ku.name AS consultantName,
              (SELECT COUNT(*) FROM messages m WHERE m.projectId = p.id AND m.isRead = 0 AND m.senderId <> ?) AS unreadMessages
         FROM projects p
         INNER JOIN charities c ON c.id = p.charityId
         INNER JOIN users cu ON cu.id = c.userId
         LEFT JOIN consultants k ON k.id = p.consultantId
         LEFT JOIN users ku ON ku.id = k.userId
        WHERE ${side === 'charity' ? 'c.userId' : 'k.userId'} = ?${status ? ' AND p.status = ?' : ''}
        ORDER BY p.createdAt DESC, p.id DESC
        LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      status ? [userId, userId, status] : [userId, userId],
    );
    return rows;
  }

  async countByStatus(side: MemberSide, userId: number): Promise<Array<{ status: ProjectStatus; count: number }>> {
    const rows: Array<{ status: ProjectStatus; count: number | string }> = await this.dataSource.query(
      side === 'charity'
        ? 'SELECT p.status AS status, COUNT(*) AS count FROM projects p INNER JOIN charities c ON c.id = p.charityId WHERE c.userId = ? GROUP BY p.status'
        : 'SELECT p.status AS status, COUNT(*) AS count FROM projects p INNER JOIN consultants k ON k.id = p.consultantId WHERE k.userId = ? GROUP BY p.status',
      [userId],
    );
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  }
}
