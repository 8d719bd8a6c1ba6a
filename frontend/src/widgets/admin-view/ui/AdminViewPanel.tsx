import { Link } from 'react-router-dom';
import { Card, Space } from 'antd';
import { ADMIN_TEXTS } from '@contracts';
import { ROUTES } from '@/shared/config';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { CreatePreListedConsultantForm } from '@/features/create-pre-listed-consultant';
import { FormSubmissionList } from '@/features/admin-lists';
import { CredentialsSection } from './CredentialsSection';
import { ManageConsultantsSection } from './ManageConsultantsSection';
import '@/shared/ui/admin-table/admin.css';

const QUICK_ACTIONS = [
  { label: 'Consultant Applications', to: ROUTES.adminConsultantApplications },
  { label: 'Waiting Lists', to: ROUTES.adminWaitingList },
  { label: 'Registrations', to: ROUTES.adminSignups },
];

/**
 * The dual-role dashboard's Admin View (spec 001 §2). Everything here loads only while it is rendered,
 * which is while its tab is open (spec 001 §4 "Dual-role decision").
 */
export default function AdminViewPanel() {
  return (
    <AntdProvider>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <CredentialsSection />
        <ManageConsultantsSection />
        <Card title={<h3 className="summary-card__title">Create Pre-Listed Consultant</h3>}>
          <CreatePreListedConsultantForm showDashboardLink={false} failureFallback={ADMIN_TEXTS.dualRolePreListedFailed} />
        </Card>
        <Card title={<h3 className="summary-card__title">Form Submissions</h3>} extra={<Link to={ROUTES.adminFormSubmissions}>View all</Link>}>
          <FormSubmissionList pageSize={5} />
        </Card>
        <Card title={<h3 className="summary-card__title">Admin Quick Actions</h3>}>
          <Space wrap>
            {QUICK_ACTIONS.map((action) => (
              <Link key={action.to} to={action.to} className="ant-btn ant-btn-default">
                {action.label}
              </Link>
            ))}
          </Space>
        </Card>
      </Space>
    </AntdProvider>
  );
}
