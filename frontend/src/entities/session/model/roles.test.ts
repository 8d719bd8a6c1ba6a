import type { CurrentUser } from '@contracts';
import { dashboardPathFor, hasAccess } from './roles';

const base: Pick<CurrentUser, 'role' | 'isAdmin' | 'isConsultant' | 'isDualRole'> = {
  role: 'charity',
  isAdmin: false,
  isConsultant: false,
  isDualRole: false,
};

describe('dashboardPathFor', () => {
  it('sends each role to its dashboard', () => {
    expect(dashboardPathFor({ ...base, role: 'charity' })).toBe('/charity-dashboard');
    expect(dashboardPathFor({ ...base, role: 'consultant', isConsultant: true })).toBe('/consultant-dashboard');
    expect(dashboardPathFor({ ...base, role: 'admin', isAdmin: true })).toBe('/admin-dashboard');
  });

  it('prefers the dual-role dashboard', () => {
    expect(dashboardPathFor({ ...base, role: 'admin', isAdmin: true, isConsultant: true, isDualRole: true })).toBe(
      '/dual-role-dashboard',
    );
  });

  it('sends nobody home', () => {
    expect(dashboardPathFor(null)).toBe('/');
  });
});

describe('hasAccess', () => {
  it('lets an isAdmin consultant into admin routes', () => {
    expect(hasAccess({ ...base, role: 'consultant', isAdmin: true, isConsultant: true }, 'admin')).toBe(true);
  });

  it('keeps a charity out of consultant and admin routes', () => {
    const charity = { ...base, role: 'charity' as const };
    expect(hasAccess(charity, 'charity')).toBe(true);
    expect(hasAccess(charity, 'consultant')).toBe(false);
    expect(hasAccess(charity, 'admin')).toBe(false);
  });

  it('needs a user for anything but public', () => {
    expect(hasAccess(null, 'public')).toBe(true);
    expect(hasAccess(null, 'signedIn')).toBe(false);
  });
});
