import type { ReactNode } from 'react';
import '../styles/dashboard.css';

interface DashboardHeaderProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** Beside the title: the page's actions or badges. */
  children?: ReactNode;
}

/** The member dashboards' header (charity, consultant, dual role): the page's one h1, its subtitle, then extras. */
export function DashboardHeader({ title, subtitle, children }: DashboardHeaderProps) {
  return (
    <header className="dashboard__header">
      <div>
        <h1 className="dashboard__title">{title}</h1>
        <p className="dashboard__subtitle">{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
