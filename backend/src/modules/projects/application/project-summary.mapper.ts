import type { AdminProjectSummary, ProjectSummary } from '../../../contracts';
import { toDateOnly } from '../../../kernel/calendar-date';
import type { AdminProjectRow, ProjectListRow } from '../infrastructure/project.repository';

/** Whitelists what a project list entry shows (spec 000 §3 "Project as displayed"). */
export function toProjectSummary(row: ProjectListRow): ProjectSummary {
  const createdAt = row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    createdAt: createdAt.toISOString(),
    startDate: toDateOnly(row.startDate),
    endDate: toDateOnly(row.endDate),
    expertiseRequired: row.expertiseRequired ?? [],
  };
}

/** An admin's list entry: the member's summary plus both parties. */
export const toAdminProjectSummary = (row: AdminProjectRow): AdminProjectSummary => ({ ...toProjectSummary(row), charity: row.charity, consultant: row.consultant });
