import { csvHref, formatAdminDateTime, useGetPricingEnquiriesQuery, type PricingEnquiry } from '@/entities/admin';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

const COLUMNS: AdminColumns<PricingEnquiry> = [
  { title: 'Received', dataIndex: 'createdAt', ...sortColumn('pricingEnquiries', 'createdAt'), render: formatAdminDateTime },
  { title: 'Name', dataIndex: 'fullName', ...sortColumn('pricingEnquiries', 'fullName') },
  { title: 'Organisation', dataIndex: 'organisationName', ...sortColumn('pricingEnquiries', 'organisationName') },
  { title: 'Email', dataIndex: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { title: 'Support needed', dataIndex: 'supportNeeded', render: (text: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span> },
];

/** Pricing enquiries from /pricing (DECISIONS D11), newest first. */
export function AdminPricingEnquiriesPage() {
  const { params, onTableChange, setCursor } = useTableParams();
  const state = useGetPricingEnquiriesQuery(params);
  return (
    <AdminLayout title="Pricing Enquiries" actions={<ExportCsvButton href={csvHref('/api/admin/pricing-enquiries', params)} />}>
      <AdminTable<PricingEnquiry> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} onCursor={setCursor} emptyText="No pricing enquiries yet" />
    </AdminLayout>
  );
}
