import { useDispatch } from 'react-redux';
import { Button, Tabs } from 'antd';
import { WAITING_LIST_REFRESH_MS } from '@contracts';
import { baseApi } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { CharityWaitingListTable, ConsultantWaitingListTable } from '@/features/admin-lists';

/** /admin/waiting-list (spec 001 §2 "Waiting-list admin dashboards"): refreshes every 30 s, or now. */
export function AdminWaitingListPage() {
  const dispatch = useDispatch();
  return (
    <AdminLayout
      title="Waiting Lists"
      subtitle="Charity and consultant sign-ups; the lists refresh every 30 seconds."
      actions={<Button onClick={() => dispatch(baseApi.util.invalidateTags(['Admin']))}>Refresh Now</Button>}
    >
      <Tabs
        items={[
          { key: 'charities', label: 'Charities', children: <CharityWaitingListTable pollingInterval={WAITING_LIST_REFRESH_MS} /> },
          { key: 'consultants', label: 'Consultants', children: <ConsultantWaitingListTable pollingInterval={WAITING_LIST_REFRESH_MS} /> },
        ]}
      />
    </AdminLayout>
  );
}
