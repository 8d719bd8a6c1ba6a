import type { APIRequestContext, Locator } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { registerCharity, tryLogin, uniqueSuffix } from './support/accountFactory';
import { signInAsAdmin, submitSignIn } from './support/signIn';
import { expect, test } from './support/test';

/** A visitor's API context: server-to-server calls carry no Origin, which the CSRF check allows. */
async function visitorApi(baseURL: string, run: (api: APIRequestContext) => Promise<void>) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await run(api);
  } finally {
    await api.dispose();
  }
}

/** A consultant application through the public API (spec 000 §3), waiting for review. */
async function applyAsConsultant(baseURL: string, name: string, organisation = 'Fenwick Advisory'): Promise<void> {
  const suffix = uniqueSuffix();
  await visitorApi(baseURL, async (api) => {
    const response = await api.post('/api/register/consultant', {
      data: {
        username: `applicant_${suffix}`,
        password: 'Applicant-Passw0rd!',
        email: `applicant.${suffix}@example.org`,
        name,
        organisation,
        phone: '07700 900123',
        bio: 'Finance director for charities for twelve years.',
        termsAccepted: true,
        privacyAccepted: true,
        consultant: { expertise: ['finance'], yearsExperience: 12, availability: true, linkedin: 'https://www.linkedin.com/in/applicant' },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  });
}

test.describe('admin console', () => {
  test('the dashboard shows the summary, the counts and the tabs, and passes axe', async ({ page }) => {
    await signInAsAdmin(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const label of ['Dashboard', 'Registrations', 'Add Consultant', 'Back to Main Site']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Consultant Applications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Site Analytics' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Form Submissions' })).toBeVisible();
    await expect(page.getByText(/mail provider permission/i)).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('an admin approves an application and the consultant appears in /consultants', async ({ page, baseURL }) => {
    const name = `Quentin Applicant${uniqueSuffix().replace(/[0-9]/g, '')}`;
    // An organisation word nobody else uses, so a directory search finds this applicant alone.
    const word = `Fenwick${uniqueSuffix()}`;
    await applyAsConsultant(baseURL!, name, `${word} Advisory`);

    await signInAsAdmin(page);
    await page.goto('/admin/consultant-applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Consultant Applications' })).toBeVisible();
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(`${word} Advisory`)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const listed = await page.request.get('/api/admin/consultant-applications?pageSize=200');
    const application = ((await listed.json()) as { data: Array<{ id: number; user: { name: string } }> }).data.find((entry) => entry.user.name === name)!;
    expect((await page.request.get(`/api/consultants/${application.id}`)).status()).toBe(404);

    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('toast')).toContainText('Application Approved');
    await expect(page.getByRole('heading', { name })).toHaveCount(0);

    const profile = await page.request.get(`/api/consultants/${application.id}`);
    expect(profile.status()).toBe(200);
    expect(await profile.json()).toMatchObject({ isApproved: true, user: { name: 'Quentin' } });

    // What a visitor sees: the public directory lists the approved consultant (first name only, D4).
    await page.goto('/consultants');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Consultants' })).toBeVisible();
    await page.getByLabel('Search consultants').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 consultant found')).toBeVisible();
    const listedCard = page.getByRole('article', { name: 'Quentin' });
    await expect(listedCard).toContainText(`${word} Advisory`);
    await expect(listedCard.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `/consultants/${application.id}`);
  });

  test('an admin creates a pre-listed consultant who signs in with the shown credentials and completes onboarding', async ({ page, browser, baseURL }) => {
    test.slow(); // two sessions and a whole onboarding
    const suffix = uniqueSuffix();
    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add Consultant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Consultant' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pre-listed consultant', selected: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Full name').fill('Priya Listed');
    await page.getByLabel('Email').fill(`listed.${suffix}@example.org`);
    await page.getByLabel('Username').fill(`listed_${suffix}`);
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByLabel('Temporary password')).toHaveValue(/^.{12}$/);
    await page.getByRole('checkbox', { name: 'Governance' }).check();
    await page.getByLabel('Profile summary').fill('Governance adviser to small charities.');
    await page.getByRole('button', { name: 'Create Consultant' }).click();

    await expect(page.getByTestId('toast')).toContainText('Pre-listed consultant created successfully');
    const username = (await page.getByTestId('issued-username').textContent())!.trim();
    const password = (await page.getByTestId('issued-password').textContent())!.trim();
    expect(password).toHaveLength(12);
    await expect(page.getByRole('button', { name: 'Create Another Consultant' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');

    const context = await browser.newContext({ baseURL });
    const consultantPage = await context.newPage();
    try {
      await submitSignIn(consultantPage, username, password);
      await expect(consultantPage).toHaveURL(/\/consultant-onboarding$/);
      await consultantPage.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }).check();
      await consultantPage.getByRole('checkbox', { name: /I consent to .* processing my personal data/ }).check();
      await consultantPage.getByRole('button', { name: 'Accept and continue' }).click();
      await consultantPage.getByLabel('Current password').fill(password);
      await consultantPage.getByLabel('New password', { exact: true }).fill('Listed-Own-Passw0rd!');
      await consultantPage.getByLabel('Confirm new password').fill('Listed-Own-Passw0rd!');
      await consultantPage.getByRole('button', { name: 'Update password' }).click();
      await expect(consultantPage).toHaveURL(/\/consultant-dashboard$/);
    } finally {
      await context.close();
    }
    expect((await tryLogin(baseURL!, username, 'Listed-Own-Passw0rd!')).body).toMatchObject({ mustChangePassword: false, hasAcceptedTerms: true });
  });

  test('a get-matched enquiry appears in Form Submissions', async ({ page, baseURL }) => {
    const fullName = `Gemma Enquirer ${uniqueSuffix()}`;
    await visitorApi(baseURL!, async (api) => {
      const response = await api.post('/api/get-matched', {
        data: { fullName, organisationName: 'Harbour Trust', email: 'gemma@harbour.example', supportNeeded: 'A finance review before our audit.' },
      });
      expect(response.ok(), await response.text()).toBe(true);
    });

    await signInAsAdmin(page);
    await page.goto('/admin/form-submissions');
    const item = page.getByRole('article', { name: `${fullName}, Harbour Trust` });
    await expect(item).toBeVisible();
    await expect(item.getByText('Get Matched')).toBeVisible();
    await expect(item.getByRole('link', { name: 'gemma@harbour.example' })).toHaveAttribute('href', 'mailto:gemma@harbour.example');
  });

  test('an admin moves an introduction request to introduced', async ({ page, baseURL }) => {
    const charityName = `Bridge Trust ${uniqueSuffix()}`;
    await visitorApi(baseURL!, async (api) => {
      const response = await api.post('/api/introduction-requests', {
        data: {
          charityName,
          contactName: 'Iris Contact',
          email: 'iris@bridge.example',
          projectDescription: 'We need a finance review.',
          expertiseNeeded: 'finance',
          timeline: 'soon',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    });

    await signInAsAdmin(page);
    await page.goto('/admin/introduction-requests');
    const row = page.getByRole('row').filter({ hasText: charityName });
    await expect(row.getByText('Pending')).toBeVisible();
    await row.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(row.getByText('Contacted')).toBeVisible();
    await row.getByRole('button', { name: 'Mark introduced' }).click();
    await expect(row.getByText('Introduced')).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test('an admin exports a list as CSV', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/signed-terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Signed Terms' })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(path, 'utf8');
    expect(text.split('\n')[0]).toMatch(/name/i);
  });

  // Every entry of the grouped navigation (issue 16), each checked for axe and for raw keys in words' place.
  const SCREENS = [
    'Dashboard',
    'Outcomes',
    'Matching',
    'Projects',
    'Introduction Requests',
    'Membership Requests',
    'Reviews',
    'Applications',
    'Registrations',
    'Charities',
    'Add Consultant',
    'Signed Terms',
    'Form Submissions',
    'Pricing Enquiries',
    'Waiting Lists',
    'Mail Outbox',
    'Audit Log',
    'Stale Availability',
    'Unmet Demand',
  ];
  /** A key in words' place: snake_case (password_reset) or camelCase (pricingEnquiryAdmin), letters only. */
  const RAW_KEY = /(?<![\w.@/-])(?:[a-z]+(?:_[a-z]+)+|[a-z]+(?:[A-Z][a-z]+)+)(?![\w.@/-])/;

  /** The main area's text without the cells of Username and Actor columns: a username may look like a key. */
  const wordsOnShow = (main: Locator) =>
    main.evaluate((element) => {
      let text = (element as HTMLElement).innerText;
      for (const table of Array.from(element.querySelectorAll('table'))) {
        const heads = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '');
        heads.forEach((head, index) => {
          if (!/^(Username|Actor)/.test(head)) return;
          for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
            const cell = row.children[index] as HTMLElement | undefined;
            if (cell?.innerText) text = text.split(cell.innerText).join(' ');
          }
        });
      }
      return text;
    });

  test('every admin screen opens from the admin bar, loads its data, shows no raw key and passes axe', async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const label of SCREENS) {
      const main = page.getByRole('main');
      const heading = main.getByRole('heading', { level: 1 });
      const before = (await heading.count()) ? await heading.innerText() : '';
      await nav.getByRole('link', { name: label, exact: true }).click();
      // The new screen, not the last one kept on show while the next screen's code loads.
      if (before) await expect(heading).not.toHaveText(before);
      await expect(heading).toBeVisible();
      await page.waitForLoadState('networkidle'); // a screen of several lists starts some fetches later
      await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText(/Error Loading Data|Failed to fetch|Authentication required to view/)).toHaveCount(0);
      expect(RAW_KEY.exec(await wordsOnShow(main))?.[0], label).toBeUndefined();
      expect(await seriousA11yViolations(page), label).toEqual([]);
    }
  });

  test('a charity opening Form Submissions lands on the home page', async ({ page, baseURL }) => {
    const charity = await registerCharity(baseURL!, 'notadmin');
    await submitSignIn(page, charity.username, charity.password);
    await expect(page).toHaveURL(/\/charity-dashboard$/);

    await page.goto('/admin/form-submissions');

    await expect(page).toHaveURL(/\/$/);
  });
});
