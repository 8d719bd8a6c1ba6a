import type { ReactNode } from 'react';
import './plain-form.css';

interface PlainAlertProps {
  tone: 'error' | 'warning' | 'info';
  title: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** A message box above a form (role="alert": read out when it appears). */
export function PlainAlert({ tone, title, description, className }: PlainAlertProps) {
  return (
    <div role="alert" className={['plain-alert', `plain-alert--${tone}`, className].filter(Boolean).join(' ')}>
      <p className="plain-alert__title">{title}</p>
      {description && <div className="plain-alert__description">{description}</div>}
    </div>
  );
}
