import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, mailtoHref, siteContact } from '../../config';
import './auth-shell.css';

type AuthShellWidth = 'sm' | 'md' | 'lg' | 'xl';

export interface AuthShellProps {
  title: string;
  description?: ReactNode;
  /** Shows a back link to `backTo`. */
  showBackButton?: boolean;
  backTo?: string;
  width?: AuthShellWidth;
  children: ReactNode;
}

/** The frame around sign-in, registration and password screens (spec 000 §2 "Auth page shell"). */
export function AuthShell({
  title,
  description,
  showBackButton = false,
  backTo = ROUTES.home,
  width = 'sm',
  children,
}: AuthShellProps) {
  const contactEmail = siteContact().email;
  return (
    <div className="auth-shell">
      <div className={`auth-shell__panel auth-shell__panel--${width}`}>
        {showBackButton && (
          <Link to={backTo} className="auth-shell__back">
            <span aria-hidden="true">←</span> Back
          </Link>
        )}
        <h1 className="auth-shell__title">{title}</h1>
        {description && <p className="auth-shell__description">{description}</p>}
        <div className="auth-shell__content">{children}</div>
      </div>
      <p className="auth-shell__meta">
        {contactEmail && (
          <>
            <a href={mailtoHref(contactEmail, 'Help with my account')}>Need help?</a>
            <span aria-hidden="true"> · </span>
          </>
        )}
        <Link to={ROUTES.privacy}>Privacy Policy</Link>
        <span aria-hidden="true"> · </span>
        <Link to={ROUTES.terms}>Terms of Service</Link>
      </p>
    </div>
  );
}
