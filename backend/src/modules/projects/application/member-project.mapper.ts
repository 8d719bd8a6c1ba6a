import { firstNameOf, MemberProjectSummary, PROJECT_STATUSES, ProjectStatusCounts } from '../../../contracts';
import { rawDate, rawJsonList } from '../../../database/raw-values';
import type { MemberProjectRow, MemberSide } from '../infrastructure/member-project-list.repository';
import { toProjectSummary } from './project-summary.mapper';

/** A project as a member's dashboard shows it: the spec's fields, the other party (D4: a consultant's first name) and the unread count. */
export function toMemberProjectSummary(row: MemberProjectRow, side: MemberSide): MemberProjectSummary {
  const summary = toProjectSummary({
    id: Number(row.id),
    title: row.title,
    description: row.description,
    status: row.status,
    createdAt: rawDate(row.createdAt) ?? new Date(0),
    startDate: row.startDate as string | null,
    endDate: row.endDate as string | null,
    expertiseRequired: rawJsonList(row.expertiseRequired),
  });
  const otherParty =
    side === 'consultant'
      ? { role: 'charity' as const, name: row.charityOrganisation || row.charityUserName }
      : row.consultantName
        ? { role: 'consultant' as const, name: firstNameOf(row.consultantName) }
        : null;
  return { ...summary, otherParty, unreadMessages: Number(row.unreadMessages) };
}

/** Every status, zero where the GROUP BY had no row. */
export function toStatusCounts(rows: ReadonlyArray<{ status: string; count: number }>): ProjectStatusCounts {
  const counts = Object.fromEntries(PROJECT_STATUSES.map((status) => [status, 0])) as ProjectStatusCounts;
  for (const row of rows) if (row.status in counts) counts[row.status as keyof ProjectStatusCounts] = row.count;
  return counts;
}
