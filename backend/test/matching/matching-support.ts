import type TestAgent from 'supertest/lib/agent';

import type { TestApp } from '../support/test-app';
import type { SmtpCatcher } from '../support/smtp-catcher';

let counter = 0;

/** A visitor's introduction request (no account): returns its id. */
export async function introductionRequest(t: TestApp, overrides: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
  counter += 1;
  const email = `requester${counter}@hope.example`;
  const res = await t
    .http()
    .post('/api/introduction-requests')
    .send({
      charityName: `Hope Trust ${counter}`,
      contactName: 'Sam Lee',
      email,
      phone: '0161 496 0000',
      projectDescription: 'We need help to plan our governance review.',
      expertiseNeeded: 'governance',
      timeline: 'soon',
      ...overrides,
    })
    .expect(201);
  return { id: res.body.id as number, email };
}

export async function getMatched(t: TestApp): Promise<{ id: number; email: string }> {
  counter += 1;
  const email = `matchme${counter}@river.example`;
  const res = await t.http().post('/api/get-matched').send({ fullName: 'Jo Bright', organisationName: 'River Trust', email, supportNeeded: 'Help with our strategy for the next three years.' }).expect(201);
  return { id: res.body.id as number, email };
}

/** The need a source row became. */
export async function needOf(admin: TestAgent, kind: string, sourceId: number): Promise<{ id: number; state: string }> {
  const res = await admin.get('/api/admin/needs').query({ pageSize: 200 }).expect(200);
  const need = (res.body.data as Array<{ id: number; kind: string; sourceId: number; state: string }>).find((row) => row.kind === kind && row.sourceId === sourceId);
  if (!need) throw new Error(`no need for ${kind} ${sourceId}`);
  return need;
}

/** Sends what is due (MariaDB keeps whole seconds: step past the rounding first). */
export async function deliver(t: TestApp): Promise<void> {
  t.clock.advance(1000);
  await t.dispatchMail();
}

export function shortlistToken(smtp: SmtpCatcher, email: string): string {
  const mail = smtp.to(email).filter((m) => /shortlist/.test(m.subject)).at(-1);
  const match = mail && /\/matches\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no shortlist link mailed to ${email}`);
  return match[1];
}
