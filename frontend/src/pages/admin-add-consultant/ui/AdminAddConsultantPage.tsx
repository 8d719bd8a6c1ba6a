import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Card, Tabs } from 'antd';
import { ADD_CONSULTANT_TEXTS } from '@contracts';
import { CreatePreListedConsultantForm } from '@/features/create-pre-listed-consultant';
import { ROUTES } from '@/shared/config';
import { AdminLayout } from '@/widgets/admin-layout';
import { AwaitingOnboardingTable } from './AwaitingOnboardingTable';
import { FullAccountForm } from './FullAccountForm';

type FormKind = 'preListed' | 'fullAccount';

// The tab is the route: each of the spec's three paths (001 §2) lands here, and a shared link opens the same form.
const ROUTE_OF: Record<FormKind, string> = { preListed: ROUTES.adminCreatePreListedConsultant, fullAccount: ROUTES.adminCreateConsultant };

/**
 * Add Consultant (issue 16, D12): the one place an admin adds a consultant. Spec 001 describes three screens
 * (Add Consultant, Pre-Listed Consultants, Create Consultant Account); they differ only in how much of the
 * profile the admin enters, so they are two forms on one screen, then the consultants still onboarding.
 */
export function AdminAddConsultantPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const listRef = useRef<HTMLElement>(null);
  const active: FormKind = pathname === ROUTES.adminCreateConsultant ? 'fullAccount' : 'preListed';

  // /admin/pre-listed-consultants was the list's own screen: its links still land on the list.
  useEffect(() => {
    if (pathname === ROUTES.adminPreListedConsultants) listRef.current?.scrollIntoView?.();
  }, [pathname]);

  return (
    <AdminLayout title={ADD_CONSULTANT_TEXTS.title} subtitle={ADD_CONSULTANT_TEXTS.subtitle}>
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => navigate(ROUTE_OF[key as FormKind])}
          items={[
            {
              key: 'preListed',
              label: ADD_CONSULTANT_TEXTS.preListedTab,
              children: (
                <>
                  <p className="admin-add-consultant__about">{ADD_CONSULTANT_TEXTS.preListedAbout}</p>
                  <CreatePreListedConsultantForm />
                </>
              ),
            },
            {
              key: 'fullAccount',
              label: ADD_CONSULTANT_TEXTS.fullAccountTab,
              children: (
                <>
                  <p className="admin-add-consultant__about">{ADD_CONSULTANT_TEXTS.fullAccountAbout}</p>
                  <FullAccountForm />
                </>
              ),
            },
          ]}
        />
      </Card>
      <section ref={listRef} aria-labelledby="awaiting-onboarding" style={{ marginTop: 24 }}>
        <h2 id="awaiting-onboarding" className="summary-card__title">
          {ADD_CONSULTANT_TEXTS.awaitingTitle}
        </h2>
        <p>{ADD_CONSULTANT_TEXTS.awaitingAbout}</p>
        <AwaitingOnboardingTable />
      </section>
    </AdminLayout>
  );
}
