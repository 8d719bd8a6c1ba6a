import { Card } from 'antd';
import { ORGANISATION_SIZE_LABELS, type CharityProfileSummary } from '@contracts';
import { formatDisplayDate } from '@/shared/lib';
import { Badge } from '@/shared/ui/badge';

/**
 * Membership status from the current user's charity profile. Activate / Manage / Renew Early are a later
 * issue (docs/decisions.md "Dashboards"): this card only shows the status.
 */
export function MembershipCard({ membership }: { membership: CharityProfileSummary | null }) {
  return (
    <Card className="membership-card" title={<h2 className="dashboard-card-title">Membership Status</h2>}>
      {membership ? (
        <dl className="membership-card__facts">
          <div>
            <dt>Tier</dt>
            <dd>{ORGANISATION_SIZE_LABELS[membership.membershipTier] ?? membership.membershipTier}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <Badge tone={membership.membershipActive ? 'success' : 'neutral'}>{membership.membershipActive ? 'Active' : 'Inactive'}</Badge>
            </dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd>{formatDisplayDate(membership.membershipExpiry) ?? 'Not set'}</dd>
          </div>
        </dl>
      ) : (
        <p className="membership-card__none">No membership details are available for this account.</p>
      )}
    </Card>
  );
}
