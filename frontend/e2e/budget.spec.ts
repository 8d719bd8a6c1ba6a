import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { ADMIN_ROUTES } from '../src/app/routes/adminRoutes';
import { APP_ROUTES } from '../src/app/routes/routeTable';
import { createOnboardedConsultant } from './support/accountFactory';
import { E2E_ADMIN } from './support/accounts';
import { onboardedConsultantInPage, registerCharityInPage } from './support/dashboardAccounts';
import { grantAdminFlag } from './support/e2eDatabase';
import { signInInPage } from './support/signIn';
import { expect, test } from './support/test';

const KB = 1024;
const PUBLIC_BUDGET = 170 * KB;
const MEMBER_BUDGET = 350 * KB;

/**
 * Public marketing pages (ARCHITECTURE "Performance budgets"). Add each one here as its screen lands:
 * '/about', '/pricing', '/consultants', '/consultants/1'.
 */
const PUBLIC_PATHS = ['/', '/about', '/pricing', '/get-matched', '/book-a-call', '/waiting-list', '/consultants', '/consultants/1', '/accessibility'];

/** The sign-in pages, public pages on the plain-form kit since issue 22 (the reset page with a link's query). */
const SIGN_IN_PATHS = ['/login', '/register', '/consultant-application', '/forgot-password', '/reset-password?token=budget-check&email=budget%40example.org'];
const pathnameOf = (path: string) => path.split('?')[0];

/** The mailed shortlist link (issue 17): anonymous requesters open it, so it is public-weight, 170 kB. */
const MATCH_LINK_PATH = '/matches/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** A visitable path for each route pattern of the table. */
const SAMPLE_PATHS: Record<string, string> = { '/consultants/:id': '/consultants/1', '/matches/:token': MATCH_LINK_PATH, '*': '/no-such-page' };

/**
 * Every screen the route table (the client gate, with the access keys of the server's authz matrix) marks public,
 * except the admin console's own (/admin/signups answers visitors itself but is an admin chunk by design).
 */
const PUBLIC_ROUTE_PATHS = APP_ROUTES.filter((route) => 'access' in route && route.access === 'public' && !ADMIN_ROUTES.includes(route)).map(
  (route) => SAMPLE_PATHS[route.path] ?? route.path,
);

/** Only the admin API slice names /api/admin/: a script carrying it holds admin code whatever its chunk is called. */
const ADMIN_CODE_MARKER = '/api/admin/';
/** Any other public route: at most 350 kB (measured in its admin-code test); marketing and sign-in pages 170 kB. */
const isMarketingPath = (path: string) =>
  PUBLIC_PATHS.includes(path) || SIGN_IN_PATHS.map(pathnameOf).includes(pathnameOf(path)) || path === '/market-test' || path === MATCH_LINK_PATH;

/** Every admin screen of the route table, measured signed in as the admin. */
const ADMIN_PATHS = ADMIN_ROUTES.filter((route) => 'access' in route && route.access === 'admin').map((route) => route.path);

/** A charity with one requested project; the page stays signed in as the charity. Returns the project's path. */
async function projectInPage(page: Page): Promise<string> {
  await registerCharityInPage(page);
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/projects', {
    data: { title: 'Budget check project', description: 'A project to measure the workspace page.', expertiseRequired: ['finance'], startDate: start },
  });
  expect(created.status(), await created.text()).toBe(201);
  return `/projects/${((await created.json()) as { id: number }).id}`;
}
/**
 * Member routes, measured signed in as the right account (signed out they would only measure /login).
 * The API sign-in happens before the page loads, so only the route's own first load is counted.
 */
const SIGNED_IN_PATHS: ReadonlyArray<{ path: string; signIn: (page: Page, baseURL: string) => Promise<unknown> }> = [
  { path: '/charity-dashboard', signIn: (page) => registerCharityInPage(page) },
  { path: '/consultant-dashboard', signIn: (page, baseURL) => onboardedConsultantInPage(page, baseURL) },
  { path: '/project-request', signIn: (page) => registerCharityInPage(page) },
  { path: '/account-settings', signIn: (page) => registerCharityInPage(page) },
];

interface LoadedScript {
  url: string;
  gzipBytes: number;
  hasAdminCode: boolean;
}

/** Loads `path` fresh and returns every JavaScript file it downloaded, with its gzip -9 size. */
async function loadScripts(
  page: Page,
  path: string,
  heading: { level?: number } = { level: 1 },
  afterLoad: () => Promise<void> = async () => {},
): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript | null>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const isScript = response.request().resourceType() === 'script' || new URL(url).pathname.endsWith('.js');
    if (!isScript) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url, gzipBytes: zlib.gzipSync(body, { level: 9 }).length, hasAdminCode: body.includes(ADMIN_CODE_MARKER) }))
        .catch(() => null),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', heading).first()).toBeVisible();
  await afterLoad();
  return (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
}

function report(path: string, scripts: LoadedScript[], budget: number): number {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const lines = scripts.map((script) => `    ${(script.gzipBytes / KB).toFixed(1).padStart(7)} kB  ${new URL(script.url).pathname}`);
  console.log(`[budget] ${path}: ${(total / KB).toFixed(1)} kB gzipped JS of ${budget / KB} kB\n${lines.join('\n')}`);
  return total;
}

test.describe('first-load JavaScript budget', () => {
  for (const path of [...PUBLIC_PATHS, ...SIGN_IN_PATHS]) {
    test(`public page ${path} stays within ${PUBLIC_BUDGET / KB} kB`, async ({ page }) => {
      const scripts = await loadScripts(page, path);
      const total = report(path, scripts, PUBLIC_BUDGET);

      expect(scripts.length).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(PUBLIC_BUDGET);
    });
  }

  test('the route table still lists the public screens this file names', () => {
    for (const path of ['/login', '/register', '/consultant-application', '/terms', '/privacy', '/forgot-password', '/market-test', '/terms-popup', '/privacy-popup', '/demo-project', ...PUBLIC_PATHS]) {
      expect(PUBLIC_ROUTE_PATHS).toContain(path);
    }
  });

  for (const path of PUBLIC_ROUTE_PATHS) {
    test(`public route ${path} loads no admin code`, async ({ page }) => {
      // Signed out, as a visitor, until the screen's heading shows (of any level: the popups have no h1).
      const scripts = await loadScripts(page, path, {});

      expect(scripts.length).toBeGreaterThan(0);
      const adminScripts = scripts.filter((script) => /admin/i.test(new URL(script.url).pathname) || script.hasAdminCode);
      expect(adminScripts.map((script) => new URL(script.url).pathname)).toEqual([]);
      const budget = isMarketingPath(path) ? PUBLIC_BUDGET : MEMBER_BUDGET;
      expect(report(path, scripts, budget)).toBeLessThanOrEqual(budget);
    });
  }

  for (const path of ADMIN_PATHS) {
    test(`admin screen ${path} (signed in) stays within ${MEMBER_BUDGET / KB} kB`, async ({ page }) => {
      await signInInPage(page, E2E_ADMIN);
      const scripts = await loadScripts(page, path, {});
      const total = report(path, scripts, MEMBER_BUDGET);

      expect(new URL(page.url()).pathname).toBe(path);
      expect(total).toBeLessThanOrEqual(MEMBER_BUDGET);
    });
  }

  test(`the project workspace (signed in) stays within ${MEMBER_BUDGET / KB} kB`, async ({ page }) => {
    const path = await projectInPage(page);
    const scripts = await loadScripts(page, path);
    const total = report(path, scripts, MEMBER_BUDGET);

    expect(new URL(page.url()).pathname).toBe(path);
    expect(total).toBeLessThanOrEqual(MEMBER_BUDGET);
  });

  test(`the dual-role dashboard with its Admin View open stays within ${MEMBER_BUDGET / KB} kB`, async ({ page, baseURL }) => {
    const both = await createOnboardedConsultant(baseURL!, 'Budget-Both-Passw0rd!', { name: 'Dana Dual' });
    grantAdminFlag(both.username);
    await signInInPage(page, both);
    const scripts = await loadScripts(page, '/dual-role-dashboard', { level: 1 }, async () => {
      await page.getByRole('tab', { name: 'Admin View' }).click();
      await expect(page.getByRole('heading', { name: 'Standardized Consultant Credentials' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
    const total = report('/dual-role-dashboard (Admin View)', scripts, MEMBER_BUDGET);

    expect(total).toBeLessThanOrEqual(MEMBER_BUDGET);
  });

  for (const { path, signIn } of SIGNED_IN_PATHS) {
    test(`${path} (signed in) stays within ${MEMBER_BUDGET / KB} kB`, async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
      const scripts = await loadScripts(page, path);
      const total = report(path, scripts, MEMBER_BUDGET);

      expect(new URL(page.url()).pathname).toBe(path);
      expect(total).toBeLessThanOrEqual(MEMBER_BUDGET);
    });
  }
});
