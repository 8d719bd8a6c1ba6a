import type { CurrentUser } from '@contracts';
// dashboardPathFor and the role rules are tested with the contracts (backend/src/contracts/user-rules.spec.ts).
import { hasAccess } from './roles';

const base: Pick<CurrentUser, 'role' | 'isAdmin' | 'isConsultant' | 'isDualRole'> = {
  role: 'charity',
  isAdmin: false,
  isConsultant: false,
  isDualRole: false,
};

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
