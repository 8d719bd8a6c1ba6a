import { request as playwrightRequest, type Page } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { E2E_ADMIN } from './support/accounts';
import { createOnboardedConsultant, createPreListedConsultant, registerCharity, uniqueSuffix, type TestAccount } from './support/accountFactory';
import { expect, test } from './support/test';

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

/** The charity requests a project through the API, as the request form would. */
async function requestProject(baseURL: string, charity: TestAccount, title: string): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await api.post('/api/auth/login', { data: { username: charity.username, password: charity.password } })).status()).toBe(200);
    const created = await api.post('/api/projects', { data: { title, description: 'Help our trustees plan the year ahead.', expertiseRequired: ['finance'] } });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

test.describe('back office (issue 16)', () => {
  test('an admin finds a charity through the navigation and opens its page with its projects', async ({ page, baseURL }) => {
    const charity = await registerCharity(baseURL!, 'findme');
    const title = `Reserves review ${uniqueSuffix()}`;
    await requestProject(baseURL!, charity, title);

    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('list', { name: 'People' })).toBeVisible();
    await nav.getByRole('link', { name: 'Charities', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Charities' })).toBeVisible();
    await page.getByLabel('Organisation, contact or e-mail').fill(charity.email);
    await page.getByRole('button', { name: 'Search' }).click();
    // The search lives in the address: a reload (or a shared link) shows the same list.
    await expect(page).toHaveURL(/search=/);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: charity.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('1 Pending');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await row.getByRole('link', { name: 'Riverside Food Bank' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Food Bank' })).toBeVisible();
    const projects = page.getByRole('region', { name: 'Projects' });
    await expect(projects.getByRole('link', { name: title })).toBeVisible();
    await expect(projects.getByRole('row').filter({ hasText: title })).toContainText('Not assigned');
    await expect(page.getByRole('region', { name: 'Details' })).toContainText(charity.email);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('an admin assigns a consultant and sees both parties in the projects list', async ({ page, baseURL }) => {
    const charity = await registerCharity(baseURL!, 'parties');
    const consultantName = `Ada Quill${uniqueSuffix().replace(/[0-9]/g, '')}`;
    await createPreListedConsultant(baseURL!, 'assignee', { name: consultantName });
    const title = `Grant strategy ${uniqueSuffix()}`;
    await requestProject(baseURL!, charity, title);

    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Projects', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('link', { name: 'Riverside Food Bank' })).toBeVisible();
    await expect(row).toContainText('Not assigned');
    // Issue 17: the control offers the need's ranked candidates with their score, not every name.
    await row.getByRole('button', { name: `Rank candidates for ${title}` }).click();
    const candidates = row.getByLabel(`Ranked candidates for ${title}`);
    const option = candidates.locator('option', { hasText: consultantName });
    await expect(option).toHaveCount(1);
    await expect(option).toContainText(/\(score -?\d+\)/);
    await candidates.selectOption({ label: (await option.textContent())! });
    await row.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByTestId('toast')).toBeVisible();

    await expect(row.getByRole('link', { name: consultantName, exact: true })).toBeVisible();
    await expect(row).toContainText('In Progress');
    await expect(row.getByRole('link', { name: 'Riverside Food Bank' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('on a narrow screen the navigation is a drawer that the keyboard opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto('/admin/charities');
    await expect(page.getByRole('heading', { level: 1, name: 'Charities' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const charities = nav.getByRole('link', { name: 'Charities', exact: true });
    await expect(charities).toBeHidden();

    const toggle = nav.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(charities).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeFocused();
    // A link under the pointer must keep its contrast on the dark menu too.
    await page.mouse.move(200, 500);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(charities).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test("an admin erases a charity's account on request from its page, giving a reason in an accessible dialog", async ({ page, baseURL }) => {
    const charity = await registerCharity(baseURL!, 'erasable');
    await signInAsAdmin(page);
    await page.goto(`/admin/charities?search=${encodeURIComponent(charity.email)}`);
    await page.getByRole('row').filter({ hasText: charity.email }).getByRole('link', { name: 'Riverside Food Bank' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Food Bank' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Enquiries by its e-mail' })).toContainText('No enquiries made with this e-mail');

    await page.getByRole('button', { name: 'Erase the account of Riverside Food Bank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase the account of Riverside Food Bank?' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The reason is required: nothing is sent without one.
    await dialog.getByRole('button', { name: 'Erase account' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please give the reason for the erasure');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Asked by e-mail on 26/11/2026');
    await dialog.getByRole('button', { name: 'Erase account' }).click();
    await expect(page.getByTestId('toast')).toContainText('The account has been erased.');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Details' })).not.toContainText(charity.email);

    const api = await playwrightRequest.newContext({ baseURL });
    try {
      expect((await api.post('/api/auth/login', { data: { username: charity.username, password: charity.password } })).status()).toBe(401);
    } finally {
      await api.dispose();
    }
  });

  test('the widest admin lists fit a 1366 px screen without a horizontal scroll', async ({ page, baseURL }) => {
    // Seven screens in one test on a shared, slow machine.
    test.setTimeout(120_000);
    const charity = await registerCharity(baseURL!, 'widelist');
    await requestProject(baseURL!, charity, `A rather long project title to test the width ${uniqueSuffix()}`);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAsAdmin(page);
    // The dashboard counts registered accounts and says so; the waiting lists keep their own figures.
    await expect(page.getByRole('region', { name: 'Registered accounts' })).toContainText('Charity accounts');
    await expect(page.getByRole('region', { name: 'Waiting lists' })).toContainText('Charity waiting list');
    // An approved consultant who has set their password: /admin/signups shows the temporary-credentials form in
    // their row (the newest registration sorts first), the widest row that list has.
    await createOnboardedConsultant(baseURL!, 'Wide-Row-Passw0rd!');
    for (const path of ['/admin/projects', '/admin/charities', '/admin/introduction-requests', '/admin/audit-log', '/admin/mail-outbox', '/admin/membership-requests', '/admin/signups']) {
      await page.goto(path);
      if (path === '/admin/signups') await expect(page.getByRole('button', { name: 'Generate' }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.admin-table__scroll').count()).toBeGreaterThan(0);
      // Each overflowing table is named with its widths and widest cells, so a failure says what to fix.
      const overflowing = await page.locator('.admin-table__scroll').evaluateAll((boxes) =>
        boxes
          .filter((box) => box.scrollWidth > box.clientWidth + 1)
          .map((box) => ({
            table: box.closest('section')?.getAttribute('aria-label') ?? box.closest('section')?.querySelector('h2')?.textContent ?? 'table',
            scrollWidth: box.scrollWidth,
            clientWidth: box.clientWidth,
            headers: Array.from(box.querySelectorAll('thead th')).map((th) => `${th.textContent}:${Math.round(th.getBoundingClientRect().width)}`),
          })),
      );
      expect({ path, overflowing }).toEqual({ path, overflowing: [] });
    }
  });
});
