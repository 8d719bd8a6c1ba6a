import { useId, useState } from 'react';
import { Button, Card } from 'antd';
import {
  MEMBER_DISCOUNT_PERCENT,
  MEMBERSHIP_INITIAL_COMMITMENT_MONTHS,
  MEMBERSHIP_PRICES,
  ORGANISATION_SIZE_LABELS,
  PROJECT_TEXTS,
  type CharityProfileSummary,
  type MembershipRequestType,
} from '@contracts';
import { serverMessage } from '@/shared/api';
import { mailtoHref, siteContact } from '@/shared/config';
import { formatDisplayDate, formatPounds } from '@/shared/lib';
import { useToast } from '@/shared/ui';
import { Badge } from '@/shared/ui/badge';
import { useRequestMembershipMutation } from '../api/membershipApi';

/**
 * Membership status with the tier's price, discount and expiry (D9). Activate Membership and Renew Early
 * send a membership request that an admin completes; Manage Membership opens the plan's terms and the
 * way to change it (docs/decisions.md "Charity and project screens").
 */
export function MembershipCard({ membership }: { membership: CharityProfileSummary | null }) {
  const [requestMembership, { isLoading }] = useRequestMembershipMutation();
  const [managing, setManaging] = useState(false);
  const manageId = useId();
  const contactEmail = siteContact().email;
  const { toast } = useToast();

  const send = async (type: MembershipRequestType) => {
    try {
      await requestMembership(type).unwrap();
      toast(PROJECT_TEXTS.membershipRequested);
    } catch (error) {
      // 409: the membership changed meanwhile (already active, or no longer renewable); the server says which.
      toast({
        title: PROJECT_TEXTS.membershipRequestFailed.title,
        description: serverMessage(error) ?? PROJECT_TEXTS.membershipRequestFailed.description,
        variant: 'destructive',
      });
    }
  };

  const title = <h2 className="dashboard-card-title">Membership Status</h2>;
  if (!membership) {
    return (
      <Card className="membership-card" title={title}>
        <p className="membership-card__none">No membership details are available for this account.</p>
      </Card>
    );
  }

  // From the server (GET /api/auth/user), so it survives a reload and goes once an admin has handled it.
  const pending = membership.pendingMembershipRequest;
  const sentOn = formatDisplayDate(pending?.requestedAt);
  const tier = membership.membershipTier;
  const price = MEMBERSHIP_PRICES[tier];
  return (
    <Card className="membership-card" title={title}>
      <dl className="membership-card__facts">
        <div>
          <dt>Tier</dt>
          <dd>{ORGANISATION_SIZE_LABELS[tier] ?? tier}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge tone={membership.membershipActive ? 'success' : 'neutral'}>{membership.membershipActive ? 'Active' : 'Inactive'}</Badge>
          </dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{price ? `${formatPounds(price.monthly)} per month` : 'Not set'}</dd>
        </div>
        <div>
          <dt>Member discount</dt>
          <dd>{MEMBER_DISCOUNT_PERCENT[tier] ?? 0}% on consultant rates</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{formatDisplayDate(membership.membershipExpiry) ?? 'Not set'}</dd>
        </div>
      </dl>

      {pending ? (
        <p className="membership-card__pending" role="status">
          <Badge tone="warning">Request pending</Badge>{' '}
          {pending.type === 'activate' ? 'Your activation request' : 'Your renewal request'}
          {sentOn ? ` of ${sentOn}` : ''} is with our team; we will be in touch to complete it.
        </p>
      ) : (
        <div className="membership-card__actions">
          {membership.membershipActive ? (
            <>
              <Button onClick={() => setManaging((open) => !open)} aria-expanded={managing} aria-controls={manageId}>
                Manage Membership
              </Button>
              <Button type="primary" loading={isLoading} onClick={() => send('renew')}>
                Renew Early
              </Button>
            </>
          ) : (
            <Button type="primary" loading={isLoading} onClick={() => send('activate')}>
              Activate Membership
            </Button>
          )}
        </div>
      )}

      {managing && membership.membershipActive && (
        <div id={manageId} className="membership-card__manage">
          <p>
            {MEMBERSHIP_INITIAL_COMMITMENT_MONTHS}-month initial commitment, then rolling monthly at {formatPounds(price.monthly)} (or{' '}
            {formatPounds(price.annual)} a year).
          </p>
          {/* Only when the operator configured a contact address (issue 8): never a made-up one. */}
          {contactEmail ? (
            <p>
              To change your tier or end your membership, e-mail{' '}
              <a href={mailtoHref(contactEmail, 'Membership change')}>{contactEmail}</a>.
            </p>
          ) : (
            <p>To change your tier or end your membership, reply to any of our membership e-mails.</p>
          )}
        </div>
      )}
    </Card>
  );
}
