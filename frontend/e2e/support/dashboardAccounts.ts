import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts';

/**
 * Accounts for the dashboard journeys, signed in **in the page's own browser context**: page.request
 * shares the browser's cookies, so after these calls the page is signed in as that account. Calls carry
 * no Origin header (server-to-server), which the CSRF check allows.
 */

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export interface DashboardAccount {
  username: string;
  name: string;
}

/** POST /api/register/charity (a valid body, as in the backend fixtures): registering signs the charity in. */
export async function registerCharityInPage(page: Page): Promise<DashboardAccount> {
  const id = suffix();
  const account = { username: `dash_charity_${id}`, name: 'Priya Shah' };
  const response = await page.request.post('/api/register/charity', {
    data: {
      username: account.username,
      password: 'Charity-Passw0rd!',
      email: `dash.charity.${id}@example.org`,
      name: account.name,
      organisation: 'Riverside Food Bank',
      phone: '020 7946 0000',
      website: 'https://riverside.example',
      bio: 'Operations lead at a community food bank.',
      // D14: consent goes with the registration and the server records it.
      termsAccepted: true,
      privacyAccepted: true,
      charity: {
        registeredNumber: '1234567',
        revenue: 450000,
        employeeCount: 12,
        foundingYear: 2009,
        mission: 'No one in our borough goes hungry.',
        primaryCause: 'Poverty relief',
        location: 'Leeds',
        membershipTier: 'small',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * The admin creates a pre-listed consultant (its own API context, so the page stays out of the admin's
 * session); the page then signs in with the temporary password, accepts the terms and sets its own
 * password through the API, and stays signed in as the onboarded consultant.
 */
export async function onboardedConsultantInPage(page: Page, baseURL: string): Promise<DashboardAccount> {
  const id = suffix();
  const account = { username: `dash_consultant_${id}`, name: 'Morgan Ellis' };
  const temporaryPassword = `Temp-${id}-9`;

  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post('/api/auth/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
    expect(login.status(), await login.text()).toBe(200);
    const created = await admin.post('/api/admin/create-pre-listed-consultant', {
      data: {
        name: account.name,
        email: `dash.consultant.${id}@example.org`,
        username: account.username,
        temporaryPassword,
        organisation: 'Ellis Advisory',
        expertise: ['finance', 'governance'],
        yearsExperience: 12,
        profileSummary: 'Finance director turned interim consultant.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await admin.dispose();
  }

  const signIn = await page.request.post('/api/auth/login', { data: { username: account.username, password: temporaryPassword } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const terms = await page.request.post('/api/auth/accept-terms', { data: { acceptTerms: true, acceptDataProcessing: true } });
  expect(terms.status(), await terms.text()).toBe(200);
  const password = await page.request.post('/api/auth/change-password', { data: { newPassword: 'Dashboard-Passw0rd!' } });
  expect(password.status(), await password.text()).toBe(200);
  return account;
}
