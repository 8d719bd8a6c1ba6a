import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { ADMIN_TEXTS } from '@contracts';
import { E2E_OWNER_EMAIL } from './support/accounts';
import { grantAdminFlag } from './support/e2eDatabase';
import { createOnboardedConsultant, createPreListedConsultant, uniqueSuffix } from './support/accountFactory';
import { waitForMail } from './support/mailbox';
import { signInInPage } from './support/signIn';
import { expect, test } from './support/test';

/**
 * The directory, profiles, introduction requests and the consultant and dual-role dashboards (issue 7).
 * Each journey lists its own approved consultants (the admin's pre-listed consultants are approved and
 * available) under an organisation word nobody else uses, and searches for that word.
 */

interface Listed {
  word: string;
  firstName: string;
}

/** Two approved consultants of one made-up organisation: Quinn (finance first) and Rowan (governance only). */
async function listTwo(baseURL: string): Promise<{ word: string; quinn: Listed; rowan: Listed }> {
  const word = `Orgx${uniqueSuffix()}`;
  await createPreListedConsultant(baseURL, 'quinn', {
    name: 'Quinn Rivers',
    organisation: `${word} Partners`,
    expertise: ['finance', 'strategy', 'fundraising', 'hr'],
    yearsExperience: 14,
    profileSummary: 'Finance director for twenty charities, from food banks to national campaigns, with a calm way with trustees and budgets alike.',
  });
  await createPreListedConsultant(baseURL, 'rowan', {
    name: 'Rowan Hale',
    organisation: `${word} Partners`,
    expertise: ['governance'],
    yearsExperience: 9,
    profileSummary: 'Governance reviews and trustee recruitment.',
  });
  return { word, quinn: { word, firstName: 'Quinn' }, rowan: { word, firstName: 'Rowan' } };
}

const card = (page: Page, firstName: string) => page.getByRole('article', { name: firstName });

// Each journey lists consultants through the admin API first (password hashing on a shared two-core machine).
test.describe.configure({ timeout: 60_000 });

test.describe('consultant directory and profiles', () => {
  test('search and filter the directory, share the URL and go back', async ({ page, baseURL, browser }) => {
    const { word } = await listTwo(baseURL!);

    await page.goto('/consultants');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Consultants' })).toBeVisible();
    await page.getByLabel('Search consultants').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/consultants\\?search=${word}$`));
    await expect(page.getByText('2 consultants found')).toBeVisible();

    const quinn = card(page, 'Quinn');
    await expect(quinn).toContainText('Finance Director');
    await expect(quinn).toContainText(`${word} Partners`);
    await expect(quinn).toContainText('Available');
    await expect(quinn).toContainText('14+ years');
    await expect(quinn.getByRole('listitem')).toHaveText(['Finance & Accounting', 'Strategic Planning', 'Fundraising', '+1 more']);
    await expect(quinn.getByText(/…$/)).toBeVisible();
    await expect(card(page, 'Rowan')).toContainText('Governance Specialist');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Expertise' }).selectOption('governance');
    await expect(page).toHaveURL(new RegExp(`/consultants\\?search=${word}&expertise=governance$`));
    await expect(page.getByText('1 consultant found')).toBeVisible();
    await expect(card(page, 'Quinn')).toHaveCount(0);

    // The link is the state: a fresh browser opening it sees the same list.
    const shared = await browser.newPage({ baseURL });
    await shared.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(shared.getByText('1 consultant found')).toBeVisible();
    await expect(shared.getByRole('article', { name: 'Rowan' })).toBeVisible();
    await expect(shared.getByRole('combobox', { name: 'Expertise' })).toHaveValue('governance');
    await shared.close();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/consultants\\?search=${word}$`));
    await expect(page.getByText('2 consultants found')).toBeVisible();

    await page.getByLabel('Search consultants').fill(`${word}zzz`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'No consultants found' })).toBeVisible();
  });

  test('open a profile and send an introduction request from its dialog; the mails arrive', async ({ page, baseURL }) => {
    const { word } = await listTwo(baseURL!);
    await page.goto(`/consultants?search=${word}`);
    await card(page, 'Quinn').getByRole('link', { name: 'View Profile' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Quinn' })).toBeVisible();
    await expect(page).toHaveTitle(/^Quinn, Finance Director/);
    await expect(page.getByText('Availability confirmed today')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'At a Glance' })).toContainText('Verified');
    await expect(page.getByText('Rivers')).toHaveCount(0); // first name only (D4)
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Request Introduction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request an Introduction to Quinn' });
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('Charity name is required')).toBeVisible();
    await expect(dialog.getByText('Please select a timeline')).toBeVisible();

    const email = `dialog.${uniqueSuffix()}@example.org`;
    await dialog.getByLabel('Charity Name').fill('Riverside Food Bank');
    await dialog.getByLabel('Contact Name').fill('Robin Hartley');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Project Description').fill('We need a budget review before our next board meeting.');
    await dialog.getByLabel('Expertise Needed').selectOption('finance');
    await dialog.getByLabel('Timeline').selectOption('soon');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();

    await expect(dialog.getByText('Request Received!')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Request submitted successfully');
    const mail = await waitForMail({ to: email, subject: 'introduction request' });
    expect(mail.text).toContain('for Quinn');
    await waitForMail({ subject: 'New introduction request from Robin Hartley' });

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('send an introduction request from the directory modal; the mails arrive', async ({ page, baseURL }) => {
    const { word } = await listTwo(baseURL!);
    await page.goto(`/consultants?search=${word}`);
    await card(page, 'Rowan').getByRole('button', { name: 'Request Introduction' }).click();

    const modal = page.getByRole('dialog', { name: 'Request Introduction to Rowan' });
    await expect(modal.getByLabel('Your Name')).toBeFocused();
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await expect(modal.getByText('Your name is required')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const email = `modal.${uniqueSuffix()}@example.org`;
    await modal.getByLabel('Your Name').fill('Sam Modal');
    await modal.getByLabel('Your Email').fill(email);
    await modal.getByLabel('Your Organisation').fill('Hillside Hospice');
    await modal.getByLabel('Message').fill('Could we talk about a governance review?');
    await modal.getByRole('button', { name: 'Send Request' }).click();

    await expect(page.getByText('Introduction request sent successfully!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const mail = await waitForMail({ to: email, subject: 'introduction request' });
    expect(mail.text).toContain('for Rowan');
    await waitForMail({ subject: 'New introduction request from Sam Modal' });

    // Escape closes a reopened, empty modal and focus returns to the button that opened it.
    const opener = card(page, 'Rowan').getByRole('button', { name: 'Request Introduction' });
    await opener.click();
    await expect(page.getByRole('dialog').getByLabel('Your Name')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('a consultant switches availability off: the directory badge changes and Request Introduction is disabled', async ({ page, baseURL }) => {
    const word = `Orgy${uniqueSuffix()}`;
    const consultant = await createOnboardedConsultant(baseURL!, 'Toggle-Passw0rd!', { name: 'Avery Stone', organisation: `${word} Advisory` });
    await signInInPage(page, consultant);

    await page.goto(`/consultants?search=${word}`);
    await expect(card(page, 'Avery')).toContainText('Available');
    await expect(card(page, 'Avery').getByRole('button', { name: 'Request Introduction' })).toBeEnabled();

    await page.goto('/consultant-dashboard');
    const toggle = page.getByRole('switch', { name: 'Availability' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByTestId('toast')).toContainText('Availability updated successfully');
    await expect(toggle).not.toBeChecked();

    await page.goto(`/consultants?search=${word}`);
    // Issue 16: switched off reads 'Not Available … at capacity' on the card and on the profile alike.
    await expect(card(page, 'Avery')).toContainText('Not Available');
    await expect(card(page, 'Avery')).toContainText('at capacity');
    await expect(card(page, 'Avery').getByRole('button', { name: 'Request Introduction' })).toBeDisabled();

    await card(page, 'Avery').getByRole('link', { name: 'View Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Avery' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Introduction' })).toBeDisabled();
    await expect(page.getByText('at capacity')).toBeVisible();
    await expect(page.locator('.consultant-profile__badges')).toContainText('Not Available');
  });

  test('an unknown profile shows Consultant Not Found with the way back', async ({ page }) => {
    await page.goto('/consultants/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Consultant Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Directory' }).click();
    await expect(page).toHaveURL(/\/consultants$/);
  });
});

test.describe('dual-role dashboard', () => {
  test('the owner account sees the Consultant View and the Admin View', async ({ page }) => {
    // The owner (OWNER_EMAIL, D6) applied like any consultant; once per e2e database, so sign in when it exists.
    const owner = { username: 'e2e_owner', password: 'Owner-Passw0rd!' };
    const registered = await page.request.post('/api/register/consultant', {
      data: {
        ...owner,
        email: E2E_OWNER_EMAIL,
        name: 'Olive Owner',
        organisation: '',
        phone: '07700 900123',
        website: '',
        bio: 'Founder of the platform.',
        termsAccepted: true,
        privacyAccepted: true,
        consultant: { expertise: ['strategy'], yearsExperience: 20, availability: true, linkedin: 'https://www.linkedin.com/in/olive-owner' },
      },
    });
    if (registered.status() !== 201) {
      await signInInPage(page, owner);
    }

    await page.goto('/dual-role-dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Olive Owner' })).toBeVisible();
    await expect(main.getByLabel('Your roles')).toContainText('Consultant');
    await expect(main.getByLabel('Your roles')).toContainText('Administrator');
    await expect(main.getByRole('tab', { name: 'Consultant View' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText(/Available means visible to charities|Unavailable means hidden from searches/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // D6: the owner is dual-role by e-mail but not an admin, so the Admin View explains and asks /api/admin nothing.
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
    });
    await main.getByRole('tab', { name: 'Admin View' }).click();
    await expect(main.getByText(ADMIN_TEXTS.ownerNotAdminTitle)).toBeVisible();
    await expect(main.getByText(ADMIN_TEXTS.ownerNotAdmin)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Standardized Consultant Credentials' })).toHaveCount(0);
    await expect(main.getByText(/Error loading/)).toHaveCount(0);
    expect(adminCalls).toEqual([]);
  });

  test('an admin who is also a consultant opens the Admin View and its real data loads', async ({ page, baseURL }) => {
    const both = await createOnboardedConsultant(baseURL!, 'Both-Roles-Passw0rd!', { name: 'Bailey Both' });
    grantAdminFlag(both.username);
    const listed = await createPreListedConsultant(baseURL!, 'gridrow', { name: 'Gale Gridrow' });
    await signInInPage(page, both);

    await page.goto('/dual-role-dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Bailey Both' })).toBeVisible();
    await main.getByRole('tab', { name: 'Admin View' }).click();

    // The newest approved consultant heads the grid: the one just listed, with its live temporary password.
    const grid = main.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Standardized Consultant Credentials' }) });
    const row = grid.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Gale Gridrow' }) }).first();
    await expect(row).toContainText(listed.username);
    await expect(row).toContainText(listed.password);
    await expect(row).toContainText(listed.email);
    await expect(main.getByRole('heading', { name: 'Manage Existing Consultants' })).toBeVisible();
    await expect(main.getByText(/Error loading/)).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Consultant Applications' })).toHaveAttribute('href', '/admin/consultant-applications');
  });
});
