import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { adminApi } from './support/signIn';
import { onboardedConsultantInPage, registerCharityInPage } from './support/dashboardAccounts';
import { expect, test } from './support/test';

// Issue 9: a project from request to completion, seen by the charity and the consultant in two browsers.

async function stat(page: Page, label: string) {
  return page.getByRole('main').getByRole('group', { name: label, exact: true });
}

/** Uploads a small file on the open Files & Documents tab and waits for the upload's toast and link. */
async function uploadFile(page: Page, name: string, mimeType: string, text: string) {
  const main = page.getByRole('main');
  await main.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
  await expect(page.getByTestId('toast')).toContainText('File uploaded');
  await expect(main.getByRole('link', { name })).toBeVisible();
}

/** Downloads a listed file by its link and checks the name the browser would save it under. */
async function downloadFile(page: Page, name: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name }).click();
  expect((await download).suggestedFilename()).toBe(name);
}

test.describe('projects', () => {
  test('request, assignment, messages, documents both ways, both dashboards and completion', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await registerCharityInPage(page);

    // The charity requests a project.
    await page.goto('/project-request');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Request a Project' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await main.getByLabel('Project Title').fill('Reserves policy review');
    await main.getByLabel('Project Description').fill('Help our trustees agree a reserves policy this spring.');
    await main.getByRole('checkbox', { name: 'Finance & Accounting' }).check();
    await main.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page).toHaveURL(/\/charity-dashboard$/);
    await expect(page.getByTestId('toast')).toContainText('Project request submitted');
    await expect(await stat(page, 'Pending')).toContainText('1');
    await main.getByRole('tab', { name: 'Pending' }).click();
    const details = main.getByRole('article', { name: 'Reserves policy review' }).getByRole('link', { name: 'View Details' });
    const projectPath = (await details.getAttribute('href'))!;
    const projectId = Number(projectPath.split('/').pop());

    // An onboarded consultant in a second browser; the admin assigns them through the API.
    const consultantContext = await browser.newContext({ baseURL });
    const consultantPage = await consultantContext.newPage();
    try {
      await onboardedConsultantInPage(consultantPage, baseURL!);
      const me = await (await consultantPage.request.get('/api/auth/user')).json();
      const admin = await adminApi(baseURL!);
      try {
        const assigned = await admin.post(`/api/projects/${projectId}/assign`, { data: { consultantId: me.consultantProfile.id } });
        expect(assigned.status(), await assigned.text()).toBeLessThan(300);
      } finally {
        await admin.dispose();
      }

      // The charity's project page: In Progress, the consultant on the team.
      await page.goto(projectPath);
      await expect(main.getByRole('heading', { level: 1, name: 'Reserves policy review' })).toBeVisible();
      await expect(main.locator('.project-detail__header')).toContainText('In Progress');
      await expect(main.getByText('Ellis Advisory')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Messages both ways; the reply arrives without a reload.
      await main.getByRole('tab', { name: 'Messages' }).click();
      await main.getByLabel('Type your message').fill('Hello, our accounts are in the files tab.');
      await main.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByTestId('toast')).toContainText('Message sent');
      await expect(main.locator('.chat__message--own')).toContainText('Hello, our accounts are in the files tab.');

      // The consultant finds the project on their dashboard.
      const consultantMain = consultantPage.getByRole('main');
      await consultantPage.goto('/consultant-dashboard');
      await consultantMain.getByRole('article', { name: 'Reserves policy review' }).getByRole('link', { name: 'View Details' }).click();
      await expect(consultantPage).toHaveURL(new RegExp(`${projectPath}$`));
      await consultantMain.getByRole('tab', { name: 'Messages' }).click();
      await expect(consultantMain.locator('.chat__message--other')).toContainText('Hello, our accounts are in the files tab.');
      await consultantMain.getByLabel('Type your message').fill('Thanks, I will read them today.');
      await consultantMain.getByLabel('Type your message').press('Enter');
      await expect(consultantMain.locator('.chat__message--own')).toContainText('Thanks, I will read them today.');

      await expect(main.locator('.chat__message--other')).toContainText('Thanks, I will read them today.', { timeout: 15_000 });
      await expect(main.locator('.chat__message--own')).toContainText('Read', { timeout: 15_000 });
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A document from the charity, downloaded by the consultant.
      await main.getByRole('tab', { name: 'Files & Documents' }).click();
      await expect(main.getByText('No files uploaded yet')).toBeVisible();
      await uploadFile(page, 'accounts-2025.csv', 'text/csv', 'year,income\n2025,450000\n');

      await consultantMain.getByRole('tab', { name: 'Files & Documents' }).click();
      await downloadFile(consultantPage, 'accounts-2025.csv');
      await expect(consultantMain.getByRole('button', { name: 'Delete accounts-2025.csv' })).toHaveCount(0);

      // A document from the consultant, downloaded by the charity after a reload.
      await uploadFile(consultantPage, 'draft-reserves-policy.txt', 'text/plain', 'Draft reserves policy: hold three months of running costs.\n');
      expect(await seriousA11yViolations(consultantPage)).toEqual([]);

      await page.reload();
      await main.getByRole('tab', { name: 'Files & Documents' }).click();
      await downloadFile(page, 'draft-reserves-policy.txt');
      await expect(main.getByRole('button', { name: 'Delete draft-reserves-policy.txt' })).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Only the uploader deletes it, after confirming.
      await main.getByRole('button', { name: 'Delete accounts-2025.csv' }).click();
      await page.getByRole('dialog', { name: 'Delete this file?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByTestId('toast')).toContainText('File deleted');
      await expect(main.getByRole('link', { name: 'accounts-2025.csv' })).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'draft-reserves-policy.txt' })).toBeVisible();

      // Both dashboards count it as in progress and show the card's In Progress badge.
      const card = (where: Page) => where.getByRole('main').getByRole('article', { name: 'Reserves policy review' });
      await page.goto('/charity-dashboard');
      await expect(await stat(page, 'Active')).toContainText('1');
      await expect(await stat(page, 'Pending')).toContainText('0');
      await expect(card(page).locator('.badge')).toHaveText('In Progress');
      await consultantPage.goto('/consultant-dashboard');
      await expect(consultantMain.getByRole('group', { name: 'In Progress', exact: true })).toContainText('1');
      await expect(card(consultantPage).locator('.badge')).toHaveText('In Progress');

      // The consultant marks it completed, after confirming.
      await consultantPage.goto(projectPath);
      await consultantMain.getByRole('button', { name: 'Mark Completed' }).click();
      const dialog = consultantPage.getByRole('dialog', { name: 'Mark this project as completed?' });
      await dialog.getByRole('button', { name: 'Mark Completed' }).click();
      await expect(consultantPage.getByTestId('toast')).toContainText('The project is now Completed.');
      await expect(consultantMain.locator('.project-detail__header')).toContainText('Completed');

      await page.goto('/charity-dashboard');
      await expect(await stat(page, 'Completed')).toContainText('1');
      await expect(await stat(page, 'Active')).toContainText('0');
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await consultantContext.close();
    }
  });

  test('a charity asks to activate its membership, sees it pending after a reload, and active once an admin acted', async ({ page, baseURL }) => {
    await registerCharityInPage(page);
    await page.goto('/charity-dashboard');
    const membership = page.getByRole('main').locator('.membership-card');
    await expect(membership).toContainText('£129 per month');

    await membership.getByRole('button', { name: 'Activate Membership' }).click();

    await expect(membership.getByRole('status')).toContainText('Request pending');
    await expect(page.getByTestId('toast')).toContainText('Membership request sent');

    // The server remembers the open request: a reload still shows it pending, with no button to ask again.
    await page.reload();
    await expect(membership.getByRole('status')).toContainText('Request pending');
    await expect(membership.getByRole('button', { name: 'Activate Membership' })).toHaveCount(0);

    const { email } = await (await page.request.get('/api/auth/user')).json();
    const admin = await adminApi(baseURL!);
    try {
      const { items } = await (await admin.get('/api/admin/membership-requests')).json();
      const open = items.find((item: { status: string; charity: { contactEmail: string } }) => item.status === 'pending' && item.charity.contactEmail === email);
      const activated = await admin.post(`/api/admin/membership-requests/${open.id}/activate`);
      expect(activated.status(), await activated.text()).toBe(200);
    } finally {
      await admin.dispose();
    }

    await page.reload();
    await expect(membership.getByRole('button', { name: 'Renew Early' })).toBeVisible();
    await expect(membership.getByRole('status')).toHaveCount(0);
    await expect(membership.locator('.badge')).toHaveText('Active');
  });

  test('the demo project is labelled, keeps messages in the page and calls no project API', async ({ page }) => {
    const projectCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/projects')) projectCalls.push(request.url());
    });
    await page.goto('/demo-project');
    const main = page.getByRole('main');
    await expect(main.getByText('Demonstration', { exact: true })).toBeVisible();
    await expect(main.locator('.demo-project__header')).toContainText('In Progress');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await main.getByRole('tab', { name: 'Messages' }).click();
    await main.getByLabel('Type your message').fill('Just trying this out.');
    await main.getByRole('button', { name: 'Send' }).click();
    await expect(main.locator('.chat__message--own').last()).toContainText('Just trying this out.');
    expect(projectCalls).toEqual([]);
  });
});
