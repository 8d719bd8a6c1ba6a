import type { CsvColumn } from '../../../../common/http/csv';
import { AdminProjectSummary, EXPERTISE_LABELS, ExpertiseKey, PROJECT_STATUS_LABELS } from '../../../../contracts';

/** The admins' projects export (issue 16): each project with its charity and its consultant, in words. */
export const ADMIN_PROJECT_CSV_COLUMNS: CsvColumn<AdminProjectSummary>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Title', value: (row) => row.title },
  { header: 'Status', value: (row) => PROJECT_STATUS_LABELS[row.status] ?? row.status },
  { header: 'Charity', value: (row) => row.charity.name },
  { header: 'Charity contact', value: (row) => row.charity.contactName },
  { header: 'Charity email', value: (row) => row.charity.contactEmail },
  { header: 'Consultant', value: (row) => row.consultant?.name },
  { header: 'Expertise required', value: (row) => row.expertiseRequired.map((key) => EXPERTISE_LABELS[key as ExpertiseKey] ?? key).join('; ') },
  { header: 'Start date', value: (row) => row.startDate },
  { header: 'End date', value: (row) => row.endDate },
  { header: 'Created at', value: (row) => row.createdAt },
];
