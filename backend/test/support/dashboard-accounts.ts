import type TestAgent from 'supertest/lib/agent';

import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { charityRegistration, preListedConsultant, signInAsAdmin } from './fixtures';
import type { TestApp } from './test-app';

export const OWN_PASSWORD = 'My-Own-Passw0rd';

export interface SignedInCharity {
  agent: TestAgent;
  userId: number;
  charityId: number;
}

export interface SignedInConsultant {
  agent: TestAgent;
  userId: number;
  consultantId: number;
  username: string;
}

/** Registers a charity through the API (which signs it in) and returns its session and profile id. */
export async function registeredCharity(t: TestApp, overrides: Record<string, unknown> = {}): Promise<SignedInCharity> {
  const agent = t.agent();
  const body = charityRegistration(overrides);
  await agent.post('/api/register/charity').send(body).expect(201);
  const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: body.username.toLowerCase() });
  const charity = await t.dataSource.getRepository(CharityEntity).findOneByOrFail({ userId: user.id });
  return { agent, userId: user.id, charityId: charity.id };
}

/**
 * An admin-created (pre-listed, approved) consultant, signed in. With `onboard` (the default) they accept
 * the terms and set their own password first, so nothing blocks them; without it they are still onboarding.
 */
export async function preListedConsultantSignedIn(t: TestApp, options: { onboard?: boolean } = {}): Promise<SignedInConsultant> {
  const admin = await signInAsAdmin(t);
  const body = preListedConsultant({ temporaryPassword: 'Temp-Passw0rd!' });
  const created = await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(201);
  const agent = t.agent();
  const login = await agent.post('/api/auth/login').send({ username: body.username, password: 'Temp-Passw0rd!' }).expect(200);
  if (options.onboard !== false) {
    await agent.post('/api/auth/accept-terms').send({ acceptTerms: true, acceptDataProcessing: true }).expect(200);
    await agent.post('/api/auth/change-password').send({ newPassword: OWN_PASSWORD }).expect(200);
  }
  return { agent, userId: login.body.id as number, consultantId: created.body.consultantId as number, username: body.username };
}

/** Runs `work` and returns how many SQL statements the app sent meanwhile (ARCHITECTURE: at most 3 per request). */
export async function countStatements(t: TestApp, work: () => Promise<unknown>): Promise<string[]> {
  const logger = t.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  const seen: string[] = [];
  logger.logQuery = (query, parameters, queryRunner) => {
    seen.push(query);
    return original(query, parameters, queryRunner);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return seen;
}
