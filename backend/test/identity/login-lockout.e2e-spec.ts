import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { charityRegistration } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('login lockout (DECISIONS D3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  async function newAccount() {
    const body = charityRegistration();
    await t.http().post('/api/register/charity').send(body).expect(201);
    return body;
  }
  const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });
  const lockRows = (userId: number) => t.dataSource.getRepository(AuditLogEntity).countBy({ action: 'account_locked', subjectUserId: userId });

  it('locks after 5 consecutive failures, refuses even the right password, and unlocks after the lockout time', async () => {
    const account = await newAccount();
    for (let i = 1; i <= 4; i++) await login(account.username, 'wrong-password').expect(401);
    const fifth = await login(account.username, 'wrong-password').expect(429);
    expect(fifth.body).toMatchObject({ message: 'Too many failed attempts. Please try again in 15 minutes.', lockoutRemaining: 15 });

    const locked = await login(account.username, account.password).expect(429);
    expect(locked.body.lockoutRemaining).toBe(15);

    t.clock.advanceMinutes(10);
    const later = await login(account.username, account.password).expect(429);
    expect(later.body).toMatchObject({ lockoutRemaining: 5, message: 'Too many failed attempts. Please try again in 5 minutes.' });

    t.clock.advanceMinutes(5);
    await login(account.username, account.password).expect(200);
    const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: account.username });
    expect(user.failedLoginAttempts).toBe(0);
    expect(await lockRows(user.id)).toBe(1);
  });

  it('resets the count after a successful login (failures must be consecutive)', async () => {
    const account = await newAccount();
    for (let i = 0; i < 4; i++) await login(account.username, 'wrong-password').expect(401);
    await login(account.username, account.password).expect(200);
    for (let i = 0; i < 4; i++) await login(account.username, 'wrong-password').expect(401);
    await login(account.username, account.password).expect(200);
  });

  it('counts parallel failures atomically and locks exactly once', async () => {
    const account = await newAccount();
    const results = await Promise.all(Array.from({ length: 8 }, () => login(account.username, 'wrong-password')));
    expect(results.every((res) => res.status === 401 || res.status === 429)).toBe(true);
    expect(results.some((res) => res.status === 429)).toBe(true);
    const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: account.username });
    expect(user.lockedUntil).not.toBeNull();
    expect(await lockRows(user.id)).toBe(1);
    await login(account.username, account.password).expect(429);
  });

  it('writes an audit row for a lockout with the IP and no password', async () => {
    const account = await newAccount();
    for (let i = 0; i < 5; i++) await login(account.username, 'wrong-password');
    const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: account.username });
    const row = await t.dataSource.getRepository(AuditLogEntity).findOneByOrFail({ action: 'account_locked', subjectUserId: user.id });
    expect(row.ipAddress).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain('wrong-password');
  });
});

describe('login rate limit per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 once the per-IP attempts are used up, even for a correct password', async () => {
    for (let i = 0; i < 3; i++) await t.http().post('/api/auth/login').send({ username: 'nobody', password: 'whatever1' }).expect(401);
    const res = await t.http().post('/api/auth/login').send({ username: 'admin', password: 'Admin-Passw0rd!' }).expect(429);
    expect(res.body.message).toMatch(/Too many requests/);
  });
});
