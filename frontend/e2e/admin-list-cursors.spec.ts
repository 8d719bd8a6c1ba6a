import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { createPreListedConsultant, registerCharity, uniqueSuffix } from './support/accountFactory';
import { adminApi, signInAsAdmin } from './support/signIn';
import { expect, test } from './support/test';
import { request as playwrightRequest } from '@playwright/test';

/** The pricing list's names (its second column). */
const firstCells = (page: Page) => page.locator('.admin-table tbody tr td:nth-child(2)').allInnerTexts();

/** Issue 22: the growing lists page Newer / Older by cursor; the position lives in the address. */
test.describe('admin lists by cursor (issue 22)', () => {
  test('the audit log pages Older and Newer from the keyboard, survives a reload and is axe clean', async ({ page, baseURL }) => {
    // Each listing writes audit rows, so the log has more than a few pages of two.
    for (let n = 0; n < 3; n++) await createPreListedConsultant(baseURL!, 'cursorlog');
    await signInAsAdmin(page);
    await page.goto('/admin/audit-log?pageSize=2');
    const pages = page.getByRole('navigation', { name: 'Pages of the list' });
    await expect(pages.getByRole('button', { name: 'Older page' })).toBeEnabled();
    await expect(pages.getByRole('button', { name: 'Newer page' })).toBeDisabled();
    await expect(page.locator('.admin-table tbody tr')).toHaveCount(2);
    const newest = await page.locator('.admin-table tbody tr').allInnerTexts();

    await pages.getByRole('button', { name: 'Older page' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/cursor=/);
    await expect(pages.getByRole('button', { name: 'Newer page' })).toBeEnabled();
    await expect.poll(() => page.locator('.admin-table tbody tr').allInnerTexts()).not.toEqual(newest);
    const older = await page.locator('.admin-table tbody tr').allInnerTexts();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A shared link or a reload shows the same page.
    await page.reload();
    await expect.poll(() => page.locator('.admin-table tbody tr').allInnerTexts()).toEqual(older);

    await pages.getByRole('button', { name: 'Newer page' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.admin-table tbody tr').allInnerTexts()).toEqual(newest);
    await expect(pages.getByRole('button', { name: 'Newer page' })).toBeDisabled();
  });

  test('the pricing enquiries page to their end and back to the newest', async ({ page, baseURL }) => {
    const api = await adminApi(baseURL!);
    const tag = uniqueSuffix();
    try {
      for (let n = 1; n <= 7; n++) {
        const answer = await api.post('/api/pricing-enquiry', { data: { fullName: `Cursor ${tag} ${n}`, organisationName: 'Hope Trust', email: `cursor.${tag}.${n}@example.org`, supportNeeded: 'Which tier suits us best?' } });
        expect(answer.status(), await answer.text()).toBe(201);
      }
    } finally {
      await api.dispose();
    }
    await signInAsAdmin(page);
    await page.goto('/admin/pricing-enquiries?pageSize=3');
    const pages = page.getByRole('navigation', { name: 'Pages of the list' });
    await expect(page.locator('.admin-table tbody tr')).toHaveCount(3);
    await expect.poll(() => firstCells(page)).toEqual([`Cursor ${tag} 7`, `Cursor ${tag} 6`, `Cursor ${tag} 5`].map((name) => expect.stringContaining(name)));
    const seen: string[] = [];
    while (await pages.getByRole('button', { name: 'Older page' }).isEnabled()) {
      const before = await firstCells(page);
      seen.push(...before);
      await pages.getByRole('button', { name: 'Older page' }).click();
      await expect.poll(() => firstCells(page)).not.toEqual(before);
    }
    seen.push(...(await firstCells(page)));
    // Every enquiry once, newest first.
    expect(seen.filter((cell) => cell.includes(`Cursor ${tag}`))).toEqual([7, 6, 5, 4, 3, 2, 1].map((n) => expect.stringContaining(`Cursor ${tag} ${n}`)));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pages.getByRole('button', { name: 'Newest page' }).click();
    await expect(page).not.toHaveURL(/cursor=/);
    await expect(pages.getByRole('button', { name: 'Newest page' })).toBeDisabled();
  });

  test('the mail outbox pages Older and Newer by cursor, like the other lists that grow with traffic', async ({ page, baseURL }) => {
    // Each enquiry queues mail, so the outbox has more than one page of one.
    const api = await adminApi(baseURL!);
    const tag = uniqueSuffix();
    try {
      for (let n = 1; n <= 2; n++) {
        const answer = await api.post('/api/pricing-enquiry', { data: { fullName: `Outbox ${tag} ${n}`, organisationName: 'Hope Trust', email: `outbox.${tag}.${n}@example.org`, supportNeeded: 'Which tier suits us best?' } });
        expect(answer.status(), await answer.text()).toBe(201);
      }
    } finally {
      await api.dispose();
    }
    await signInAsAdmin(page);
    await page.goto('/admin/mail-outbox?pageSize=1');
    const pages = page.getByRole('navigation', { name: 'Pages of the list' });
    await expect(page.locator('.admin-table tbody tr')).toHaveCount(1);
    await expect(pages.getByRole('button', { name: 'Newer page' })).toBeDisabled();
    const newest = await page.locator('.admin-table tbody tr').allInnerTexts();
    await pages.getByRole('button', { name: 'Older page' }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect.poll(() => page.locator('.admin-table tbody tr').allInnerTexts()).not.toEqual(newest);
    // Back to the top (other tests may queue newer mail meanwhile, so the rows are not compared).
    await pages.getByRole('button', { name: 'Newer page' }).click();
    await expect(pages.getByRole('button', { name: 'Newer page' })).toBeDisabled();
    // Every status tag (pending, sent, failed) reads at 4.5:1 on a full page.
    await page.goto('/admin/mail-outbox');
    await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
  test("the admin's projects (a bare array: cursors in X-Next-Cursor / X-Previous-Cursor) page Older and Newer", async ({ page, baseURL }) => {
    const charity = await registerCharity(baseURL!, 'cursorprojects');
    const tag = uniqueSuffix();
    // One more than the admins' page of 20 (ADMIN_PROJECTS_PAGE_SIZE), so the list has an older page.
    const count = 21;
    const api = await playwrightRequest.newContext({ baseURL });
    try {
      expect((await api.post('/api/auth/login', { data: { username: charity.username, password: charity.password } })).status()).toBe(200);
      const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      for (let n = 1; n <= count; n++) {
        const answer = await api.post('/api/projects', {
          data: { title: `Cursor project ${tag} ${n}`, description: 'A review of our fundraising strategy for next year, with the board.', expertiseRequired: ['fundraising'], estimatedHours: 10, startDate: inDays(10), endDate: inDays(40) },
        });
        expect(answer.status(), await answer.text()).toBe(201);
      }
    } finally {
      await api.dispose();
    }
    await signInAsAdmin(page);
    await page.goto('/admin/projects');
    const pages = page.getByRole('navigation', { name: 'Pages of the list' });
    const rows = page.locator('.admin-table tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(pages.getByRole('button', { name: 'Newer page' })).toBeDisabled();
    // Newest first: ours appear 21 down to 1 across the pages, each once (other tests' projects may sit among them).
    const ours = (texts: string[]) => texts.flatMap((text) => [...text.matchAll(new RegExp(`Cursor project ${tag} (\\d+)`, 'g'))].map((match) => Number(match[1])));
    const seen = ours(await rows.allInnerTexts());
    const firstPage = await rows.allInnerTexts();
    while (await pages.getByRole('button', { name: 'Older page' }).isEnabled()) {
      const before = await rows.allInnerTexts();
      await pages.getByRole('button', { name: 'Older page' }).click();
      await expect(page).toHaveURL(/cursor=/);
      await expect.poll(() => rows.allInnerTexts()).not.toEqual(before);
      seen.push(...ours(await rows.allInnerTexts()));
    }
    expect(seen).toEqual(Array.from({ length: count }, (_, index) => count - index));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pages.getByRole('button', { name: 'Newest page' }).click();
    await expect(page).not.toHaveURL(/cursor=/);
    await expect(pages.getByRole('button', { name: 'Newer page' })).toBeDisabled();
    // Other tests may add projects meanwhile: compare the top only with ours in it.
    expect(ours(await rows.allInnerTexts())[0] ?? count).toBe(ours(firstPage)[0] ?? count);
  });
});
