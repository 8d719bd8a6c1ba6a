import { Card } from 'antd';
import { CreatePreListedConsultantForm } from '@/features/create-pre-listed-consultant';
import { AdminLayout } from '@/widgets/admin-layout';

/** /admin/create-pre-listed-consultant (spec 001 §2): the form, then the credentials to share. */
export function AdminCreatePreListedPage() {
  return (
    <AdminLayout title="Create Pre-Listed Consultant" subtitle="An approved consultant who signs in with temporary credentials and completes onboarding.">
      <Card>
        <CreatePreListedConsultantForm />
      </Card>
    </AdminLayout>
  );
}
