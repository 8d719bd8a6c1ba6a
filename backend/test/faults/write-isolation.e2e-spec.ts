import { setTimeout as sleep } from 'node:timers/promises';

import type TestAgent from 'supertest/lib/agent';

import { TransactionRunner } from '../../src/database/transaction-runner';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { OWN_PASSWORD, preListedConsultantSignedIn, SignedInConsultant } from '../support/dashboard-accounts';
import { createTestApp, TEST_ADMIN, TestApp } from '../support/test-app';

/**
 * Long enough for a sign-in's password hash (about 0.3–0.5 s) to finish while the failing transaction
 * is still open, so that its session write would land inside it on a shared connection.
 */
const TRANSACTION_AWAITS_MS = 800;

describe('no statement runs inside another request’s transaction (issue 6 item 2.5)', () => {
  let t: TestApp;
  let tom: SignedInConsultant;
  let helen: SignedInConsultant;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    tom = await preListedConsultantSignedIn(t);
    helen = await preListedConsultantSignedIn(t);
  });
  afterAll(() => t.close());

  it('keeps every acknowledged write of other requests when a transaction awaiting a timer rolls back', async () => {
    const admin = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: TEST_ADMIN.username });
    let opened!: () => void;
    const transactionOpen = new Promise<void>((resolve) => (opened = resolve));

    const failing = t.app.get(TransactionRunner).run(async (manager) => {
      await manager.update(UserEntity, { id: admin.id }, { organisation: 'written by the failing transaction' });
      opened();
      await sleep(TRANSACTION_AWAITS_MS);
      throw new Error('the use case failed after awaiting something that is not the database');
    });
    await transactionOpen;

    // Others act while the transaction is open: sign-ins (a session row each) and profile edits.
    const signIns = [
      { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      { username: tom.username, password: OWN_PASSWORD },
      { username: helen.username, password: OWN_PASSWORD },
    ].map(async (credentials) => {
      const agent = t.agent();
      const res = await agent.post('/api/auth/login').send(credentials);
      return { acknowledged: res.status === 200, agent };
    });
    const edits = [tom, helen].map(async (consultant) => {
      const summary = `Edited while another transaction was open (${consultant.username})`;
      const res = await consultant.agent.patch(`/api/consultants/${consultant.consultantId}`).send({ profileSummary: summary });
      return { acknowledged: res.status === 200, consultantId: consultant.consultantId, summary };
    });

    await expect(failing).rejects.toThrow('awaiting something that is not the database');
    const signedIn = await Promise.all(signIns);
    const edited = await Promise.all(edits);

    const sessionKept = async (agent: TestAgent) => (await agent.get('/api/auth/user')).status === 200;
    const profileKept = async (id: number, summary: string) => (await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ id })).profileSummary === summary;
    const acknowledged = [...signedIn, ...edited].filter((write) => write.acknowledged).length;
    let found = 0;
    for (const write of signedIn) if (write.acknowledged && (await sessionKept(write.agent))) found += 1;
    for (const write of edited) if (write.acknowledged && (await profileKept(write.consultantId, write.summary))) found += 1;
    // eslint-disable-next-line no-console -- the figures are quoted in issue 6's closing note
    console.log(`write isolation on ${t.dataSource.options.type}: writes acknowledged ${acknowledged}, found afterwards ${found}`);

    expect(acknowledged).toBe(signIns.length + edits.length);
    expect(found).toBe(acknowledged);
    // The failing transaction's own write is gone, as it should be.
    expect((await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: admin.id })).organisation).not.toBe('written by the failing transaction');
  });
});
