import { readFile } from 'node:fs/promises';
import { seriousA11yViolations } from './support/a11y';
import { registerCharityInPage } from './support/dashboardAccounts';
import { expect, test } from './support/test';

const PASSWORD = 'Charity-Passw0rd!';

test.describe('personal data (issue 19)', () => {
  test('a member downloads their data from Account Settings, deletes their account, then cannot sign in', async ({ page }) => {
    // Two axe runs, a download and a sign-out reload: more than the default 30 s on a busy CI machine.
    test.setTimeout(90_000);
    const account = await registerCharityInPage(page);
    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
    await expect(page.getByText(/Version 1\.0, accepted/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Your data: the password, then a ZIP download.
    const yourData = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Your data' }) });
    await yourData.getByLabel('Password').fill(PASSWORD);
    const downloading = page.waitForEvent('download');
    await yourData.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^charitybridge-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from('account.json'))).toBe(true);

    // Delete account: the password, a confirmation dialog (keyboard: Tab to its danger button), then home.
    const deleteCard = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Delete account' }) });
    await deleteCard.getByLabel('Password').fill(PASSWORD);
    await deleteCard.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The page reloads shortly after landing home (nothing signed-in survives): wait for it before moving on.
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await reloaded;

    await page.goto('/login');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(PASSWORD);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answered).status()).toBe(401);
    await expect(page.getByRole('alert').first()).toContainText('Invalid username or password');
  });

  test('/accessibility is linked from the footer and passes axe', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('WCAG) version 2.2 at level AA');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
