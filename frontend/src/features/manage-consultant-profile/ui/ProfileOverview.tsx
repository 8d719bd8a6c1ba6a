import { useId, type ReactNode } from 'react';
import { Button, Card, Switch, Tag } from 'antd';
import type { ConsultantProfileSummary, CurrentUser } from '@contracts';
import { Badge } from '@/shared/ui/badge';
import { expertiseLabel } from '@/entities/consultant';
import type { AvailabilityToggle } from '../model/useAvailabilityToggle';
import { DASHBOARD_TEXTS } from '../model/texts';
import { ProfileEditForm } from './ProfileEditForm';
import './profile-overview.css';

interface ProfileOverviewProps {
  user: CurrentUser;
  profile: ConsultantProfileSummary | null;
  availability: AvailabilityToggle;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  title?: string;
  /**
   * 'dashboard': the consultant dashboard's hint (which knows about approval); 'dualRole': the dual-role
   * Consultant View's explanation (spec 001 §2: Available means visible to charities, Unavailable hidden).
   */
  hints?: 'dashboard' | 'dualRole';
}

/** Profile overview with the availability switch and the Edit Profile / Cancel toggle (spec 000, spec 001 §4). */
export function ProfileOverview({
  user,
  profile,
  availability,
  editing,
  onEditingChange,
  title = 'Profile Overview',
  hints = 'dashboard',
}: ProfileOverviewProps) {
  const switchLabelId = useId();
  const switchHintId = useId();
  const formId = useId();
  const approved = !!profile?.isApproved;

  return (
    <Card
      className="profile-overview"
      title={<h2 className="profile-overview__title">{title}</h2>}
      extra={
        <Button aria-expanded={editing} aria-controls={editing ? formId : undefined} onClick={() => onEditingChange(!editing)}>
          {editing ? 'Cancel' : 'Edit Profile'}
        </Button>
      }
    >
      <div className="profile-overview__identity">
        <div>
          <p className="profile-overview__name">{user.name}</p>
          {user.organization && <p className="profile-overview__organisation">{user.organization}</p>}
        </div>
        <Badge tone={approved ? 'success' : 'warning'}>{approved ? DASHBOARD_TEXTS.approved : DASHBOARD_TEXTS.pending}</Badge>
      </div>

      <div className="availability">
        <Switch
          checked={availability.available}
          loading={availability.saving}
          onChange={(checked) => void availability.setAvailable(checked)}
          aria-labelledby={switchLabelId}
          aria-describedby={switchHintId}
        />
        <div>
          <p className="availability__label">
            <span id={switchLabelId}>Availability</span>:{' '}
            <strong>{availability.available ? DASHBOARD_TEXTS.available : DASHBOARD_TEXTS.unavailable}</strong>
          </p>
          <p className="availability__hint" id={switchHintId}>
            {hints === 'dualRole' ? dualRoleHint(availability.available) : availabilityHint(approved, availability.available)}
          </p>
        </div>
      </div>

      {editing ? (
        <ProfileEditForm id={formId} profile={profile} onClose={() => onEditingChange(false)} />
      ) : (
        <dl className="profile-overview__facts">
          <Fact label="Expertise">
            {profile?.expertise.length ? (
              <ul className="tag-list" aria-label="Expertise areas">
                {profile.expertise.map((key) => (
                  <li key={key}>
                    <Tag>{expertiseLabel(key)}</Tag>
                  </li>
                ))}
              </ul>
            ) : (
              <Placeholder>No expertise areas selected yet</Placeholder>
            )}
          </Fact>
          <Fact label={DASHBOARD_TEXTS.professionalBackground}>
            {user.bio ? <span className="profile-overview__bio">{user.bio}</span> : <Placeholder>Not provided yet</Placeholder>}
          </Fact>
          <Fact label="Years of Experience">{`${profile?.yearsExperience ?? 0} years`}</Fact>
          <Fact label="Profile Summary">{profile?.profileSummary || <Placeholder>Not provided yet</Placeholder>}</Fact>
          <Fact label="Previous Experience">{profile?.previousExperience || <Placeholder>Not provided yet</Placeholder>}</Fact>
          <Fact label="Specialisations">{profile?.specialisations || <Placeholder>Not provided yet</Placeholder>}</Fact>
        </dl>
      )}
    </Card>
  );
}

/** Only an approved consultant is listed in the directory, so only they hear that charities can find them. */
function availabilityHint(approved: boolean, available: boolean): string {
  if (!approved) return DASHBOARD_TEXTS.notYetVisibleHint;
  return available ? DASHBOARD_TEXTS.visibleHint : DASHBOARD_TEXTS.hiddenHint;
}

function dualRoleHint(available: boolean): string {
  return available ? DASHBOARD_TEXTS.dualRoleAvailableHint : DASHBOARD_TEXTS.dualRoleUnavailableHint;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-overview__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Placeholder({ children }: { children: ReactNode }) {
  return <span className="profile-overview__placeholder">{children}</span>;
}
