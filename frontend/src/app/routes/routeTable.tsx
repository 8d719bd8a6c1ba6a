import { lazy } from 'react';
import { UI_TEXTS } from '@contracts';
import { ROUTES } from '@/shared/config';
import { ADMIN_ROUTES } from './adminRoutes';
import type { AppRoute } from './appRoute';
import { DashboardRedirect } from './DashboardRedirect';


// Every screen is its own lazy chunk, so a visitor downloads only the page they open. The chunk names
// show up in the build and in e2e/budget.spec.ts output.
const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ '@/pages/home').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ '@/pages/login').then((m) => ({ default: m.LoginPage })));
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "page-not-found" */ '@/pages/not-found').then((m) => ({ default: m.NotFoundPage })),
);
const ForgotPasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-forgot-password" */ '@/pages/forgot-password').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-reset-password" */ '@/pages/reset-password').then((m) => ({ default: m.ResetPasswordPage })),
);
const ConsultantOnboardingPage = lazy(() =>
  import(/* webpackChunkName: "page-consultant-onboarding" */ '@/pages/consultant-onboarding').then((m) => ({
    default: m.ConsultantOnboardingPage,
  })),
);
const PreListedConsultantOnboardingPage = lazy(() =>
  import(/* webpackChunkName: "page-pre-listed-onboarding" */ '@/pages/pre-listed-consultant-onboarding').then((m) => ({
    default: m.PreListedConsultantOnboardingPage,
  })),
);
const CharityDashboardPage = lazy(() =>
  import(/* webpackChunkName: "page-charity-dashboard" */ '@/pages/charity-dashboard').then((m) => ({ default: m.CharityDashboardPage })),
);
const ConsultantDashboardPage = lazy(() =>
  import(/* webpackChunkName: "page-consultant-dashboard" */ '@/pages/consultant-dashboard').then((m) => ({
    default: m.ConsultantDashboardPage,
  })),
);
const ConsultantsPage = lazy(() =>
  import(/* webpackChunkName: "page-consultants" */ '@/pages/consultants').then((m) => ({ default: m.ConsultantsPage })),
);
const ConsultantProfilePage = lazy(() =>
  import(/* webpackChunkName: "page-consultant-profile" */ '@/pages/consultant-profile').then((m) => ({ default: m.ConsultantProfilePage })),
);
const DualRoleDashboardPage = lazy(() =>
  import(/* webpackChunkName: "page-dual-role-dashboard" */ '@/pages/dual-role-dashboard').then((m) => ({ default: m.DualRoleDashboardPage })),
);
const AccountSettingsPage = lazy(() =>
  import(/* webpackChunkName: "page-account-settings" */ '@/pages/account-settings').then((m) => ({ default: m.AccountSettingsPage })),
);
const ProjectRequestPage = lazy(() =>
  import(/* webpackChunkName: "page-project-request" */ '@/pages/project-request').then((m) => ({ default: m.ProjectRequestPage })),
);
const ProjectReviewPage = lazy(() =>
  import(/* webpackChunkName: "page-project-review" */ '@/pages/project-review').then((m) => ({ default: m.ProjectReviewPage })),
);
const CaseStudyPage = lazy(() =>
  import(/* webpackChunkName: "page-project-review" */ '@/pages/project-review').then((m) => ({ default: m.CaseStudyPage })),
);
const ProjectDetailPage = lazy(() =>
  import(/* webpackChunkName: "page-project-detail" */ '@/pages/project-detail').then((m) => ({ default: m.ProjectDetailPage })),
);
const DemoProjectPage = lazy(() =>
  import(/* webpackChunkName: "page-demo-project" */ '@/pages/demo-project').then((m) => ({ default: m.DemoProjectPage })),
);

const RegisterPage = lazy(() =>
  import(/* webpackChunkName: "page-register" */ '@/pages/register').then((m) => ({ default: m.RegisterPage })),
);
const ConsultantApplicationPage = lazy(() =>
  import(/* webpackChunkName: "page-consultant-application" */ '@/pages/consultant-application').then((m) => ({
    default: m.ConsultantApplicationPage,
  })),
);
const TermsPage = lazy(() => import(/* webpackChunkName: "page-terms" */ '@/pages/terms').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "page-privacy" */ '@/pages/privacy').then((m) => ({ default: m.PrivacyPage })));
const TermsPopupPage = lazy(() =>
  import(/* webpackChunkName: "page-terms-popup" */ '@/pages/terms-popup').then((m) => ({ default: m.TermsPopupPage })),
);
const AccessibilityPage = lazy(() =>
  import(/* webpackChunkName: "page-accessibility" */ '@/pages/accessibility').then((m) => ({ default: m.AccessibilityPage })),
);
const PrivacyPopupPage = lazy(() =>
  import(/* webpackChunkName: "page-privacy-popup" */ '@/pages/privacy-popup').then((m) => ({ default: m.PrivacyPopupPage })),
);
const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ '@/pages/about').then((m) => ({ default: m.AboutPage })));
const PricingPage = lazy(() => import(/* webpackChunkName: "page-pricing" */ '@/pages/pricing').then((m) => ({ default: m.PricingPage })));
const MatchShortlistPage = lazy(() =>
  import(/* webpackChunkName: "page-match-shortlist" */ '@/pages/match-shortlist').then((m) => ({ default: m.MatchShortlistPage })),
);
const GetMatchedPage = lazy(() =>
  import(/* webpackChunkName: "page-get-matched" */ '@/pages/get-matched').then((m) => ({ default: m.GetMatchedPage })),
);
const BookACallPage = lazy(() =>
  import(/* webpackChunkName: "page-book-a-call" */ '@/pages/book-a-call').then((m) => ({ default: m.BookACallPage })),
);
const WaitingListPage = lazy(() =>
  import(/* webpackChunkName: "page-waiting-list" */ '@/pages/waiting-list').then((m) => ({ default: m.WaitingListPage })),
);

/** The route table: only screens that exist. Unknown paths fall through to 'Page Not Found'. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.home, access: 'public', Page: HomePage },
  { path: ROUTES.login, access: 'public', Page: LoginPage },
  { path: ROUTES.signUp, redirectTo: ROUTES.register }, // DECISIONS D12
  { path: ROUTES.dashboard, access: 'signedIn', Page: DashboardRedirect }, // DECISIONS D12
  { path: ROUTES.forgotPassword, access: 'public', Page: ForgotPasswordPage },
  { path: ROUTES.resetPassword, access: 'public', Page: ResetPasswordPage },
  { path: ROUTES.consultantOnboarding, access: 'consultant', Page: ConsultantOnboardingPage },
  // Public: the page itself shows 'Authentication Required' to a visitor (spec 001 "Second onboarding page").
  { path: ROUTES.preListedConsultantOnboarding, access: 'public', Page: PreListedConsultantOnboardingPage },
  { path: ROUTES.consultantSetup, redirectTo: ROUTES.consultantOnboarding }, // DECISIONS D12
  // spec 000 "Charity dashboard": anyone not signed in or without the charity role goes to /login?redirect=…
  { path: ROUTES.charityDashboard, access: 'charity', Page: CharityDashboardPage, onDenied: 'login' },
  { path: ROUTES.consultantDashboard, access: 'consultant', Page: ConsultantDashboardPage, deniedMessage: UI_TEXTS.consultantOnlyAccess },
  { path: ROUTES.consultants, access: 'public', Page: ConsultantsPage },
  { path: '/consultants/:id', access: 'public', Page: ConsultantProfilePage },
  // Signed in only: the page itself sends anyone who is not dual-role to their own dashboard (spec 001 §4).
  { path: ROUTES.dualRoleDashboard, access: 'signedIn', Page: DualRoleDashboardPage },
  { path: ROUTES.accountSettings, access: 'signedIn', Page: AccountSettingsPage },
  // spec 001 §6: charities request projects; the server refuses anyone else (D1).
  { path: ROUTES.projectRequest, access: 'charity', Page: ProjectRequestPage, deniedMessage: UI_TEXTS.charityOnlyAccess },
  // Any signed-in user; the server answers 404 to anyone outside the project (D8).
  { path: ROUTES.projectDetail(':id'), access: 'signedIn', Page: ProjectDetailPage },
  // Issue 18: the parties' review and case-study screens; the server answers 404 to anyone else.
  { path: ROUTES.projectReview(':id'), access: 'signedIn', Page: ProjectReviewPage },
  { path: ROUTES.projectCaseStudy(':id'), access: 'signedIn', Page: CaseStudyPage },
  { path: ROUTES.demoProject, access: 'public', Page: DemoProjectPage },
  { path: ROUTES.register, access: 'public', Page: RegisterPage },
  { path: ROUTES.consultantApplication, access: 'public', Page: ConsultantApplicationPage },
  { path: ROUTES.terms, access: 'public', Page: TermsPage },
  { path: ROUTES.privacy, access: 'public', Page: PrivacyPage },
  { path: ROUTES.accessibility, access: 'public', Page: AccessibilityPage },
  { path: ROUTES.termsPopup, access: 'public', Page: TermsPopupPage, bare: true },
  { path: ROUTES.privacyPopup, access: 'public', Page: PrivacyPopupPage, bare: true },
  ...ADMIN_ROUTES,
  { path: ROUTES.about, access: 'public', Page: AboutPage },
  { path: ROUTES.pricing, access: 'public', Page: PricingPage },
  { path: ROUTES.getMatched, access: 'public', Page: GetMatchedPage },
  // D17: the mailed shortlist link works with or without a session.
  { path: ROUTES.matchShortlist(':token'), access: 'public', Page: MatchShortlistPage },
  { path: ROUTES.bookACall, access: 'public', Page: BookACallPage },
  { path: ROUTES.waitingList, access: 'public', Page: WaitingListPage },
  { path: ROUTES.marketTest, access: 'public', Page: WaitingListPage }, // spec 000 §2: the same screen
  { path: '*', access: 'public', Page: NotFoundPage },
];
