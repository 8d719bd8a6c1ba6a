import type TestAgent from 'supertest/lib/agent';

import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { preListedConsultantSignedIn, registeredCharity, SignedInCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { signInAsAdmin } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';

/** Everyone the project tests need: the owner, an outsider charity, the consultant, an unassigned one, an admin. */
export interface ProjectCast {
  owner: SignedInCharity;
  outsider: SignedInCharity;
  consultant: SignedInConsultant;
  bystander: SignedInConsultant;
  admin: TestAgent;
}

export async function projectCast(t: TestApp): Promise<ProjectCast> {
  return {
    owner: await registeredCharity(t, { organisation: 'Riverside Food Bank' }),
    outsider: await registeredCharity(t, { organisation: 'Hillside Hospice' }),
    consultant: await preListedConsultantSignedIn(t),
    bystander: await preListedConsultantSignedIn(t),
    admin: await signInAsAdmin(t),
  };
}

export async function emailOf(t: TestApp, userId: number): Promise<string> {
  return (await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId })).email;
}

export async function mailsOf(t: TestApp, template: string, toAddress?: string): Promise<MailOutboxEntity[]> {
  return t.dataSource.getRepository(MailOutboxEntity).find({ where: { template, ...(toAddress ? { toAddress } : {}) }, order: { id: 'ASC' } });
}

/** A project request body that passes every rule; dates are days from today (UTC is close enough in tests). */
export function projectRequest(overrides: Record<string, unknown> = {}) {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return {
    title: 'Fundraising strategy review',
    description: 'We would like an experienced consultant to review our fundraising strategy for next year.',
    expertiseRequired: ['fundraising', 'strategy'],
    estimatedHours: 40,
    startDate: inDays(10),
    endDate: inDays(70),
    notes: 'Board meets monthly.',
    ...overrides,
  };
}
