import {
  csvHref,
  formatAdminDateTime,
  useGetCharityWaitingListQuery,
  useGetConsultantWaitingListQuery,
  type CharityWaitingListEntry,
  type ConsultantWaitingListEntry,
} from '@/entities/admin';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';

const CHARITY_COLUMNS: AdminColumns<CharityWaitingListEntry> = [
  { title: 'Charity', dataIndex: 'charityName', ...sortColumn('charityWaitingList', 'charityName') },
  { title: 'Contact', dataIndex: 'contactName', ...sortColumn('charityWaitingList', 'contactName') },
  { title: 'Email', dataIndex: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { title: 'Phone', dataIndex: 'phone' },
  { title: 'Size', dataIndex: 'charitySize', ...sortColumn('charityWaitingList', 'charitySize') },
  { title: 'Primary need', dataIndex: 'primaryNeed' },
  { title: 'Challenges', dataIndex: 'currentChallenges', ellipsis: true },
  { title: 'Signed up', dataIndex: 'createdAt', ...sortColumn('charityWaitingList', 'createdAt'), render: formatAdminDateTime },
];

const CONSULTANT_COLUMNS: AdminColumns<ConsultantWaitingListEntry> = [
  { title: 'Name', dataIndex: 'fullName', ...sortColumn('consultantWaitingList', 'fullName') },
  { title: 'Email', dataIndex: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { title: 'Current role', dataIndex: 'currentRole', ...sortColumn('consultantWaitingList', 'currentRole') },
  { title: 'Experience', dataIndex: 'yearsExperience' },
  { title: 'Expertise', dataIndex: 'expertiseAreas', ellipsis: true },
  { title: 'Charity experience', dataIndex: 'charityExperience' },
  { title: 'Availability', dataIndex: 'availability' },
  { title: 'Status', key: 'status', render: () => 'Waiting List' },
  { title: 'Signed up', dataIndex: 'createdAt', ...sortColumn('consultantWaitingList', 'createdAt'), render: formatAdminDateTime },
];

interface ListOptions {
  /** Poll the list (the waiting-list screen refreshes every 30 s, spec 001 §9). */
  pollingInterval?: number;
  withExport?: boolean;
}

/** The charity waiting list, paged on the server, newest first. */
export function CharityWaitingListTable({ pollingInterval, withExport = true }: ListOptions) {
  const { params, onTableChange, setCursor } = useTableParams({}, { urlPrefix: 'charities' });
  const state = useGetCharityWaitingListQuery(params, { pollingInterval });
  return (
    <>
      {withExport ? <ExportCsvButton href={csvHref('/api/admin/waiting-list/charities', params)} /> : null}
      <AdminTable<CharityWaitingListEntry>
        columns={CHARITY_COLUMNS}
        state={state}
        params={params}
        onTableChange={onTableChange}
        onCursor={setCursor}
        emptyText="No charity sign-ups yet"
        errorTitle="Failed to fetch charity data"
      />
    </>
  );
}

/** The consultant waiting list, paged on the server, newest first. */
export function ConsultantWaitingListTable({ pollingInterval, withExport = true }: ListOptions) {
  const { params, onTableChange, setCursor } = useTableParams({}, { urlPrefix: 'consultants' });
  const state = useGetConsultantWaitingListQuery(params, { pollingInterval });
  return (
    <>
      {withExport ? <ExportCsvButton href={csvHref('/api/admin/waiting-list/consultants', params)} /> : null}
      <AdminTable<ConsultantWaitingListEntry>
        columns={CONSULTANT_COLUMNS}
        state={state}
        params={params}
        onTableChange={onTableChange}
        onCursor={setCursor}
        emptyText="No consultant sign-ups yet"
        errorTitle="Failed to fetch consultant data"
      />
    </>
  );
}
