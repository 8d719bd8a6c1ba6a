import type TestAgent from 'supertest/lib/agent';

import type { TestApp } from './test-app';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export function charityRegistration(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    username: `charity_${id}`,
    password: 'Charity-Passw0rd!',
    email: `charity_${id}@example.org`,
    name: 'Priya Shah',
    organisation: 'Riverside Food Bank',
    phone: '020 7946 0000',
    website: 'https://riverside.example',
    bio: 'Operations lead at a community food bank.',
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
    ...overrides,
  };
}

export function consultantApplication(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    username: `consultant_${id}`,
    password: 'Consult-Passw0rd!',
    email: `consultant_${id}@example.org`,
    name: 'Tom Okafor',
    organisation: '',
    phone: '07700 900000',
    website: '',
    bio: 'Former finance director of a national health charity.',
    termsAccepted: true,
    privacyAccepted: true,
    consultant: { expertise: ['finance', 'governance'], yearsExperience: 18, availability: true, linkedin: 'https://linkedin.com/in/tom' },
    ...overrides,
  };
}

export async function signInAsAdmin(t: TestApp): Promise<TestAgent> {
  const agent = t.agent();
  await agent.post('/api/auth/login').send({ username: 'admin', password: 'Admin-Passw0rd!' }).expect(200);
  return agent;
}

export function preListedConsultant(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    name: 'Helen Marsh',
    email: `helen_${id}@example.org`,
    username: `helen.${id}`,
    temporaryPassword: '',
    organisation: 'Marsh Governance',
    yearsExperience: 22,
    expertise: ['governance', 'strategy'],
    profileSummary: 'Chair and trustee with two decades in the sector.',
    ...overrides,
  };
}
