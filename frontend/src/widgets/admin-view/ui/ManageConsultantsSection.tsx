import { Alert, Card, Tag } from 'antd';
import { ADMIN_TEXTS } from '@contracts';
import { useGetRegisteredConsultantsQuery, type RegisteredConsultant } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { expertiseLabel } from '@/entities/consultant';
import { AssignCredentialsForm } from '@/features/assign-temp-credentials';
import { EraseMemberButton } from '@/features/personal-data';

function ConsultantRow({ consultant }: { consultant: RegisteredConsultant }) {
  return (
    <li>
      <div>
        <strong>{consultant.name}</strong> <a href={`mailto:${consultant.email}`}>{consultant.email}</a>{' '}
        <Tag color={consultant.isApproved ? 'green' : 'gold'}>{consultant.isApproved ? 'Approved' : 'Pending'}</Tag>
        <Tag>{consultant.mustChangePassword ? 'Needs Onboarding' : 'Active'}</Tag>
        <div>
          {`${consultant.yearsExperience} years`}
          {consultant.expertise.length ? ` · ${consultant.expertise.map(expertiseLabel).join(', ')}` : null}
          {consultant.hasAcceptedTerms ? ' · Terms accepted' : ' · Terms not accepted'}
        </div>
        {consultant.isApproved && !consultant.mustChangePassword ? (
          <AssignCredentialsForm consultantId={consultant.id} consultantName={consultant.name} failureFallback={ADMIN_TEXTS.dualRoleAssignFailed} />
        ) : consultant.mustChangePassword ? (
          <p className="admin-note">{ADMIN_TEXTS.readyForOnboarding}</p>
        ) : null}
        <EraseMemberButton userId={consultant.userId} name={consultant.name} />
      </div>
    </li>
  );
}

/** Manage Existing Consultants (spec 001 §2 Admin View). */
export function ManageConsultantsSection() {
  const consultants = useGetRegisteredConsultantsQuery({ page: 1, pageSize: 20 });
  return (
    <Card title={<h3 className="summary-card__title">Manage Existing Consultants</h3>}>
      {consultants.isError ? (
        <Alert type="error" showIcon title={ADMIN_TEXTS.loadConsultantsFailed(serverMessage(consultants.error) ?? 'request failed')} />
      ) : (
        // A plain list: antd List brings Pagination and Select along (see the admin console's budget note).
        <div aria-busy={consultants.isLoading}>
          {consultants.isLoading ? (
            <p className="admin-note">Loading consultants…</p>
          ) : (consultants.data?.items ?? []).length === 0 ? (
            <p className="admin-empty">No consultants yet</p>
          ) : (
            <ul className="admin-plain-list">
              {(consultants.data?.items ?? []).map((consultant) => (
                <ConsultantRow key={consultant.id} consultant={consultant} />
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
