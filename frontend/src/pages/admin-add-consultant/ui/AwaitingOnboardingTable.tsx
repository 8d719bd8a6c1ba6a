import { Space, Tag } from 'antd';
import { ADMIN_TEXTS, EXPERTISE_LABELS, type ExpertiseKey } from '@contracts';
import { credentialBadgeTag, useGetPreListedConsultantsQuery, type PreListedConsultant } from '@/entities/admin';
import { AdminTable, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AssignCredentialsForm } from '@/features/assign-temp-credentials';

const COLUMNS: AdminColumns<PreListedConsultant> = [
  { title: 'Name', dataIndex: 'name', ...sortColumn('preListedConsultants', 'name') },
  { title: 'Email', dataIndex: 'email', ...sortColumn('preListedConsultants', 'email') },
  {
    title: 'Expertise',
    dataIndex: 'expertise',
    render: (keys: string[]) => (
      <Space size={[4, 4]} wrap>
        {keys.map((key) => (
          <Tag key={key}>{EXPERTISE_LABELS[key as ExpertiseKey] ?? key}</Tag>
        ))}
      </Space>
    ),
  },
  {
    title: 'Password',
    dataIndex: 'requiresPasswordChange',
    render: (must: boolean) => <Tag color={must ? 'gold' : 'green'}>{must ? ADMIN_TEXTS.needsPasswordChange : ADMIN_TEXTS.passwordSet}</Tag>,
  },
  {
    title: 'Terms',
    dataIndex: 'hasAcceptedTerms',
    render: (accepted: boolean) => <Tag color={accepted ? 'green' : 'gold'}>{accepted ? ADMIN_TEXTS.termsAccepted : ADMIN_TEXTS.termsPending}</Tag>,
  },
  {
    title: 'Credentials',
    key: 'credentials',
    // Every listed consultant has an account, so a username: Setup Required until onboarding is done (spec 001 §4).
    render: (_: unknown, row) => {
      const badge = credentialBadgeTag({ hasUsername: true, mustChangePassword: row.requiresPasswordChange, hasAcceptedTerms: row.hasAcceptedTerms });
      return <Tag color={badge.color}>{badge.label}</Tag>;
    },
  },
  {
    title: 'New temporary password',
    key: 'assign',
    // Spec 001 §2 offers it while terms are pending or a change is required; D5 refuses the second (409),
    // so a consultant already holding a temporary password reads 'Ready for Onboarding' instead.
    render: (_: unknown, row) =>
      row.requiresPasswordChange ? (
        ADMIN_TEXTS.readyForOnboarding
      ) : !row.hasAcceptedTerms ? (
        <AssignCredentialsForm consultantId={row.id} consultantName={row.name} />
      ) : (
        '—'
      ),
  },
];

/**
 * Spec 001 §2 "Pre-listed consultant management": every consultant still onboarding, whichever form created
 * them, with the badges and the Assign form. Its sort lives in the URL like every admin list.
 */
export function AwaitingOnboardingTable() {
  const { params, onTableChange, setCursor } = useTableParams();
  const state = useGetPreListedConsultantsQuery(params);
  return <AdminTable<PreListedConsultant> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} onCursor={setCursor} emptyText="No consultants need onboarding" />;
}
