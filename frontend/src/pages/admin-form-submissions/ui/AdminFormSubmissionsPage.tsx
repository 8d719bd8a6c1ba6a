import { Link } from 'react-router-dom';
import { Button } from 'antd';
import { useDispatch } from 'react-redux';
import { csvHref } from '@/entities/admin';
import { baseApi } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { ExportCsvButton } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';
import { FormSubmissionList } from '@/features/admin-lists';

/** /admin/form-submissions (spec 001 §2): newest first; a non-admin is sent to / by the route. */
export function AdminFormSubmissionsPage() {
  const dispatch = useDispatch();
  return (
    <AdminLayout
      title="Form Submissions"
      subtitle={<Link to={ROUTES.dualRoleDashboard}>← Back to Dashboard</Link>}
      actions={
        <>
          <Button onClick={() => dispatch(baseApi.util.invalidateTags(['Submission']))}>
            Refresh
          </Button>
          <ExportCsvButton href={csvHref('/api/admin/form-submissions')} />
        </>
      }
    >
      <FormSubmissionList />
    </AdminLayout>
  );
}
