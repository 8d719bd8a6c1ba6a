import { useId } from 'react';
import { Card } from 'antd';
import { OWN_CONSULTANT_PROFILE_TEXTS, isAdminUser, type CurrentUser } from '@contracts';
import { ProfileEditForm } from './ProfileEditForm';

/**
 * Issue 16: what the dual-role owner without a consultant profile sees in the Consultant View instead of
 * 'Consultant profile not found': why the view is empty, and the profile form to create one. Once created,
 * the current user carries the profile and the dashboard shows it.
 */
export function OwnProfileStart({ user }: { user: CurrentUser }) {
  const headingId = useId();
  const formId = useId();
  return (
    <Card className="own-profile-start" title={<h2 id={headingId}>{OWN_CONSULTANT_PROFILE_TEXTS.title}</h2>}>
      <p>{OWN_CONSULTANT_PROFILE_TEXTS.explanation}</p>
      <p>{isAdminUser(user) ? OWN_CONSULTANT_PROFILE_TEXTS.adminNote : OWN_CONSULTANT_PROFILE_TEXTS.reviewNote}</p>
      <ProfileEditForm id={formId} profile={null} create onClose={() => undefined} />
    </Card>
  );
}
