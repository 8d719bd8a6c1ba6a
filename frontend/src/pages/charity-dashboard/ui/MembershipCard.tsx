import { useId, useState } from 'react';
import { Button, Card, Radio } from 'antd';
import {
  MEMBER_DISCOUNT_PERCENT,
  MEMBERSHIP_INITIAL_COMMITMENT_MONTHS,
  MEMBERSHIP_PRICES,
  MEMBERSHIP_TIERS,
  ORGANISATION_SIZE_LABELS,
  PROJECT_TEXTS,
  REVENUE_BANDS,
  type CharityProfileSummary,
  type MembershipTier,
  type PendingMembershipRequest,
} from '@contracts';
import { serverMessage } from '@/shared/api';
import { formatDisplayDate, formatPounds } from '@/shared/lib';
import { useToast } from '@/shared/ui';
import { Badge } from '@/shared/ui/badge';
import { useRequestMembershipMutation, type MembershipRequestBody } from '../api/membershipApi';

const tierLabel = (tier: MembershipTier | null | undefined): string => (tier ? (ORGANISATION_SIZE_LABELS[tier] ?? tier) : '');

/** What an open request asks for, in the charity's words. */
function pendingText(pending: PendingMembershipRequest): string {
  if (pending.type === 'change_tier') return `Your request to move to the ${tierLabel(pending.requestedTier)} tier`;
  return pending.type === 'activate' ? 'Your activation request' : 'Your renewal request';
}

/**
 * Membership status with the tier's price, discount and renewal date (D9). Activate Membership, Renew Early and
 * a change of tier (issue 16, in Manage Membership) each send a membership request that an admin answers; no
 * card payment yet, so the request is where the team takes it from there.
 */
export function MembershipCard({ membership }: { membership: CharityProfileSummary | null }) {
  const [requestMembership, { isLoading }] = useRequestMembershipMutation();
  const [managing, setManaging] = useState(false);
  const [newTier, setNewTier] = useState<MembershipTier | null>(null);
  const manageId = useId();
  const tierGroupId = useId();
  const { toast } = useToast();

  const send = async (body: MembershipRequestBody) => {
    try {
      await requestMembership(body).unwrap();
      toast(PROJECT_TEXTS.membershipRequested);
      setManaging(false);
    } catch (error) {
      // 409: the membership changed meanwhile (already active, no longer renewable, already on that tier); the server says which.
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

  // From the server (GET /api/auth/user), so it survives a reload and goes once an admin has answered it.
  const pending = membership.pendingMembershipRequest;
  const sentOn = formatDisplayDate(pending?.requestedAt);
  const tier = membership.membershipTier;
  const price = MEMBERSHIP_PRICES[tier];
  const active = membership.membershipActive;
  const otherTiers = MEMBERSHIP_TIERS.filter((option) => option !== tier);
  return (
    <Card className="membership-card" title={title}>
      <dl className="membership-card__facts">
        <div>
          <dt>Tier</dt>
          <dd>{tierLabel(tier)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
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
          {/* Rolling monthly after the first six months (D9): the expiry is the next renewal while active. */}
          <dt>{active ? 'Renewal date' : 'Expired on'}</dt>
          <dd>{formatDisplayDate(membership.membershipExpiry) ?? 'Not set'}</dd>
        </div>
      </dl>

      {pending ? (
        <p className="membership-card__pending" role="status">
          <Badge tone="warning">Request pending</Badge> {pendingText(pending)}
          {sentOn ? ` of ${sentOn}` : ''} is with our team; we will be in touch to complete it.
        </p>
      ) : (
        <div className="membership-card__actions">
          <Button onClick={() => setManaging((open) => !open)} aria-expanded={managing} aria-controls={manageId}>
            Manage Membership
          </Button>
          {active ? (
            <Button type="primary" loading={isLoading} onClick={() => send({ type: 'renew' })}>
              Renew Early
            </Button>
          ) : (
            <Button type="primary" loading={isLoading} onClick={() => send({ type: 'activate' })}>
              Activate Membership
            </Button>
          )}
        </div>
      )}

      {managing && !pending && (
        <div id={manageId} className="membership-card__manage">
          <p>
            {MEMBERSHIP_INITIAL_COMMITMENT_MONTHS}-month initial commitment, then rolling monthly at {formatPounds(price.monthly)} (or{' '}
            {formatPounds(price.annual)} a year).{' '}
            {active ? `Renew Early adds a month from your renewal date.` : 'Activate Membership starts it at this tier.'}
          </p>
          <fieldset className="membership-card__tiers">
            <legend id={tierGroupId}>Change tier</legend>
            <p>Our team confirms the change; your renewal date stays the same and the new price applies from then.</p>
            <Radio.Group aria-labelledby={tierGroupId} value={newTier} onChange={(event) => setNewTier(event.target.value as MembershipTier)}>
              {otherTiers.map((option) => (
                <Radio key={option} value={option}>
                  {tierLabel(option)} ({REVENUE_BANDS[option]}): {formatPounds(MEMBERSHIP_PRICES[option].monthly)} per month, {MEMBER_DISCOUNT_PERCENT[option]}% discount
                </Radio>
              ))}
            </Radio.Group>
            <div className="membership-card__actions">
              <Button disabled={!newTier} loading={isLoading} onClick={() => newTier && send({ type: 'change_tier', tier: newTier })}>
                Request Tier Change
              </Button>
            </div>
          </fieldset>
        </div>
      )}
    </Card>
  );
}
