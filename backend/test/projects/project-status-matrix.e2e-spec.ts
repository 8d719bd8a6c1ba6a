import type TestAgent from 'supertest/lib/agent';

import { PROJECT_MESSAGES, PROJECT_STATUSES, ProjectStatus } from '../../src/contracts';
import { ProjectEntity } from '../../src/modules/projects/infrastructure/project.entity';
import { preListedConsultantSignedIn, registeredCharity, SignedInCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

type Role = 'admin' | 'charity' | 'consultant';

/**
 * D8, written out by hand rather than derived from the policy under test: the only moves each side of a
 * project may make through PATCH /api/projects/{id}/status. Every other (role, from, to) is a 409.
 */
const ALLOWED: Record<Role, ReadonlyArray<`${ProjectStatus} → ${ProjectStatus}`>> = {
  admin: ['pending → matching', 'pending → cancelled', 'matching → in_progress', 'matching → cancelled', 'in_progress → completed', 'in_progress → cancelled'],
  charity: ['pending → cancelled', 'matching → cancelled'],
  consultant: ['in_progress → completed'],
};

const CASES = (Object.keys(ALLOWED) as Role[]).flatMap((role) =>
  PROJECT_STATUSES.flatMap((from) => PROJECT_STATUSES.map((to) => ({ role, from, to, expected: ALLOWED[role].includes(`${from} → ${to}`) ? 200 : 409 }))),
);

describe('PATCH /api/projects/{id}/status: every (role, from, to) of D8', () => {
  let t: TestApp;
  let owner: SignedInCharity;
  let consultant: SignedInConsultant;
  let agents: Record<Role, TestAgent>;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    owner = await registeredCharity(t);
    consultant = await preListedConsultantSignedIn(t);
    agents = { admin: await signInAsAdmin(t), charity: owner.agent, consultant: consultant.agent };
  });
  afterAll(() => t.close());

  const statusOf = async (id: number) => (await t.dataSource.getRepository(ProjectEntity).findOneByOrFail({ id })).status;

  // The consultant is assigned in every status, so each of the three can see the project: a refusal is a 409, never a 404.
  it.each(CASES)('$role: $from → $to answers $expected', async ({ role, from, to, expected }) => {
    const id = await insertProject(t, { charityId: owner.charityId, consultantId: consultant.consultantId, status: from });
    const res = await agents[role].patch(`/api/projects/${id}/status`).send({ status: to }).expect(expected);
    if (expected === 200) {
      expect(res.body).toMatchObject({ id, status: to });
    } else {
      expect(res.body.message).toBe(PROJECT_MESSAGES.statusRefused);
    }
    expect(await statusOf(id)).toBe(expected === 200 ? to : from);
  });

  it('refuses an admin matching → in_progress while no consultant is assigned (assigning does that)', async () => {
    const id = await insertProject(t, { charityId: owner.charityId, status: 'matching' });
    await agents.admin.patch(`/api/projects/${id}/status`).send({ status: 'in_progress' }).expect(409);
    expect(await statusOf(id)).toBe('matching');
  });
});
