import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AccessLevel } from '@contracts';
import { loginPathWithRedirect, ROUTES } from '@/shared/config';
import { Spinner } from '@/shared/ui';
import { SessionCheckFailed, hasAccess, useCurrentUser } from '@/entities/session';
import { AccessDenied } from './AccessDenied';

interface RequireAccessProps {
  level: AccessLevel;
  deniedMessage?: string;
  /** A signed-in user with the wrong role: an access-denied message (default), /login like a visitor, or home. */
  onDenied?: 'message' | 'login' | 'home';
  children: ReactNode;
}

/**
 * The sign-in gate (spec 000 §4): unknown while the current user loads, then the page, a trip to
 * /login that comes back here afterwards, or an access-denied message for the wrong role.
 * The server enforces the same rules (DECISIONS D1); this only spares the user a broken screen.
 */
export function RequireAccess({ level, deniedMessage, onDenied = 'message', children }: RequireAccessProps) {
  const { user, isLoading, error, refetch } = useCurrentUser();
  const location = useLocation();

  if (level === 'public') return <>{children}</>;
  if (isLoading) return <Spinner fullPage label="Checking your sign-in…" />;
  if (!user && error) return <SessionCheckFailed onRetry={refetch} />;
  const toLogin = <Navigate to={loginPathWithRedirect(location.pathname + location.search)} replace />;
  if (!user) return toLogin;
  if (!hasAccess(user, level)) {
    if (onDenied === 'home') return <Navigate to={ROUTES.home} replace />;
    return onDenied === 'login' ? toLogin : <AccessDenied user={user} level={level} message={deniedMessage} />;
  }
  return <>{children}</>;
}
