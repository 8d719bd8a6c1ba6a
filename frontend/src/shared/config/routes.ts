/** Paths of the app's screens (spec 000 §2, spec 001 §2, DECISIONS D12). Routes are a contract: keep them exact. */
export const ROUTES = {
  home: '/',
  about: '/about',
  pricing: '/pricing',
  consultants: '/consultants',
  consultantProfile: (id: number | string) => `/consultants/${id}`,
  login: '/login',
  signUp: '/sign-up',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  getMatched: '/get-matched',
  bookACall: '/book-a-call',
  waitingList: '/waiting-list',
  marketTest: '/market-test',
  consultantApplication: '/consultant-application',
  consultantOnboarding: '/consultant-onboarding',
  preListedConsultantOnboarding: '/pre-listed-consultant-onboarding',
  consultantSetup: '/consultant-setup',
  dashboard: '/dashboard',
  charityDashboard: '/charity-dashboard',
  projectRequest: '/project-request',
  projectDetail: (id: number | string) => `/projects/${id}`,
  consultantDashboard: '/consultant-dashboard',
  dualRoleDashboard: '/dual-role-dashboard',
  adminDashboard: '/admin-dashboard',
  adminConsultantApplications: '/admin/consultant-applications',
  adminFormSubmissions: '/admin/form-submissions',
  privacy: '/privacy',
  terms: '/terms',
  termsPopup: '/terms-popup',
  privacyPopup: '/privacy-popup',
} as const;

/** Builds /login?redirect=<path> so the visitor comes back where they were after signing in. */
export function loginPathWithRedirect(returnTo: string): string {
  return `${ROUTES.login}?redirect=${encodeURIComponent(returnTo)}`;
}
