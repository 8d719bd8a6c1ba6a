import { Link } from 'react-router-dom';
import type { AccessLevel, CurrentUser } from '@contracts';
import { usePageTitle } from '@/shared/lib';
import { dashboardPathFor } from '@/entities/session';

const WHO_MAY_ENTER: Partial<Record<AccessLevel, string>> = {
  charity: 'charity accounts',
  consultant: 'consultants',
  admin: 'administrators',
};

interface AccessDeniedProps {
  user: CurrentUser;
  level: AccessLevel;
  message?: string;
}

export function AccessDenied({ user, level, message }: AccessDeniedProps) {
  usePageTitle('Access denied');
  const text = message ?? `This page is only available to ${WHO_MAY_ENTER[level] ?? 'signed-in members'}.`;

  return (
    <div className="page-message" role="alert">
      <h1>Access denied</h1>
      <p>{text}</p>
      <Link to={dashboardPathFor(user)} className="btn btn--primary">
        Go to your dashboard
      </Link>
    </div>
  );
}
