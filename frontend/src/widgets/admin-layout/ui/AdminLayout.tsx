import type { ReactNode } from 'react';
import { usePageTitle } from '@/shared/lib';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { AdminNav } from './AdminNav';
import '@/shared/ui/admin-table/admin.css';
import './admin-layout.css';

export interface AdminLayoutProps {
  title: string;
  /** One line under the title: what the screen is for. */
  subtitle?: ReactNode;
  /** Buttons beside the title (Refresh, Export CSV…). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every admin screen: the grouped navigation beside (or, narrow, above) the page heading and content, inside the antd theme. */
export function AdminLayout({ title, subtitle, actions, children }: AdminLayoutProps) {
  usePageTitle(title);
  return (
    <AntdProvider>
      <div className="admin-layout">
        <AdminNav />
        <div className="admin-layout__content">
          <header className="admin-layout__header">
            <div>
              <h1 className="admin-layout__title">{title}</h1>
              {subtitle ? <p className="admin-layout__subtitle">{subtitle}</p> : null}
            </div>
            {actions ? <div className="admin-layout__actions">{actions}</div> : null}
          </header>
          {children}
        </div>
      </div>
    </AntdProvider>
  );
}
