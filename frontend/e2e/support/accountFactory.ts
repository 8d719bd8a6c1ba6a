import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { adminApi } from './signIn';

/**
 * Accounts for journeys, made through the API in their own request contexts, so the browser under test
 * stays signed out. Every call is server-to-server (no Origin header), which the CSRF check allows.
 */

export interface TestAccount {
  username: string;
  email: string;
  password: string;
  name: string;
}

/** A short suffix that keeps usernames and e-mails unique within one e2e database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function apiContext(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

/** Registers a charity (spec 000 "Charity registration" payload) and returns its credentials. */
export async function registerCharity(baseURL: string, prefix = 'charity'): Promise<TestAccount> {
  const suffix = uniqueSuffix();
  const account: TestAccount = {
    username: `${prefix}_${suffix}`,
    email: `${prefix}.${suffix}@example.org`,
    password: 'Charity-Passw0rd!',
    name: 'Robin Hartley',
  };
  const api = await apiContext(baseURL);
  try {
    const response = await api.post('/api/register/charity', {
      data: {
        ...account,
        organisation: 'Riverside Food Bank',
        // D14: consent goes with the registration and the server records it.
        termsAccepted: true,
        privacyAccepted: true,
        charity: { revenue: 250000, employeeCount: 12, foundingYear: 2004, primaryCause: 'Poverty relief', membershipTier: 'small' },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  } finally {
    await api.dispose();
  }
  return account;
}

/**
 * The admin lists a consultant with a temporary password (POST /api/admin/create-pre-listed-consultant):
 * the consultant must accept the terms and choose a password on first sign-in.
 */
export async function createPreListedConsultant(
  baseURL: string,
  prefix = 'consultant',
  /** Profile fields that differ from the default Morgan Ellis (a directory journey's own searchable organisation). */
  profile: Record<string, unknown> = {},
): Promise<TestAccount> {
  const suffix = uniqueSuffix();
  const api = await adminApi(baseURL);
  try {
    const response = await api.post('/api/admin/create-pre-listed-consultant', {
      data: {
        name: 'Morgan Ellis',
        email: `${prefix}.${suffix}@example.org`,
        username: `${prefix}_${suffix}`,
        temporaryPassword: `Temp-${suffix}-9`,
        expertise: ['finance', 'governance'],
        yearsExperience: 12,
        profileSummary: 'Finance director who helps charities plan their reserves.',
        ...profile,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const issued = (await response.json()) as { username: string; temporaryPassword: string };
    const name = typeof profile.name === 'string' ? profile.name : 'Morgan Ellis';
    return { username: issued.username, password: issued.temporaryPassword, email: `${prefix}.${suffix}@example.org`, name };
  } finally {
    await api.dispose();
  }
}

/** A pre-listed consultant who has already accepted the terms and set `newPassword` (through the API). */
export async function createOnboardedConsultant(
  baseURL: string,
  newPassword = 'Onboarded-Passw0rd!',
  profile: Record<string, unknown> = {},
): Promise<TestAccount> {
  const consultant = await createPreListedConsultant(baseURL, 'onboarded', profile);
  const api = await apiContext(baseURL);
  try {
    const login = await api.post('/api/auth/login', { data: { username: consultant.username, password: consultant.password } });
    expect(login.status(), await login.text()).toBe(200);
    const terms = await api.post('/api/auth/accept-terms', { data: { acceptTerms: true, acceptDataProcessing: true } });
    expect(terms.status(), await terms.text()).toBe(200);
    const change = await api.post('/api/auth/change-password', { data: { currentPassword: consultant.password, newPassword } });
    expect(change.status(), await change.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return { ...consultant, password: newPassword };
}

/** Whether `username`/`password` signs in right now, and the user the server describes (without keeping a session). */
export async function tryLogin(baseURL: string, username: string, password: string) {
  const api = await apiContext(baseURL);
  try {
    const response = await api.post('/api/auth/login', { data: { username, password } });
    return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
  } finally {
    await api.dispose();
  }
}
