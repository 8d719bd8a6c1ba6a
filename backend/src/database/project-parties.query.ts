import type { EntityManager } from 'typeorm';

import type { ProjectStatus } from '../contracts';

/** A project with the two accounts on its sides: enough to decide access, to write to them and to name them. */
export interface ProjectParties {
  id: number;
  title: string;
  status: ProjectStatus;
  charityId: number;
  consultantId: number | null;
  charityUserId: number;
  charityUserName: string;
  charityEmail: string;
  /** The organisation, or the contact's name if none (a blank organisation is stored as null). */
  charityName: string;
  charityCause: string | null;
  consultantUserId: number | null;
  consultantUserName: string | null;
  consultantEmail: string | null;
}

/**
 * The one read of a project's parties, shared by the projects module (access, mails) and the reviews module
 * (rounds, replies, case studies). It lives here rather than in either module because reviews imports no feature
 * module (projects imports reviews), and both only read these tables: projects, charities, consultants, users.
 */
export async function findProjectParties(manager: EntityManager, projectId: number): Promise<ProjectParties | null> {
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT p.id, p.title, p.status, p.charityId, p.consultantId, c.userId AS charityUserId, c.primaryCause, cu.name AS charityUserName, cu.email AS charityEmail,
            cu.organisation AS charityOrganisation, k.userId AS consultantUserId, ku.name AS consultantUserName, ku.email AS consultantEmail
       FROM projects p
       INNER JOIN charities c ON c.id = p.charityId
       INNER JOIN users cu ON cu.id = c.userId
       LEFT JOIN consultants k ON k.id = p.consultantId
       LEFT JOIN users ku ON ku.id = k.userId
      WHERE p.id = ?`,
    [projectId],
  );
  const row = rows[0];
  if (!row) return null;
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    id: Number(row.id),
    title: String(row.title),
    status: row.status as ProjectStatus,
    charityId: Number(row.charityId),
    consultantId: num(row.consultantId),
    charityUserId: Number(row.charityUserId),
    charityUserName: String(row.charityUserName),
    charityEmail: String(row.charityEmail),
    charityName: String(row.charityOrganisation || row.charityUserName),
    charityCause: (row.primaryCause as string | null) ?? null,
    consultantUserId: num(row.consultantUserId),
    consultantUserName: (row.consultantUserName as string | null) ?? null,
    consultantEmail: (row.consultantEmail as string | null) ?? null,
  };
}
