import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { createConnection } from 'mysql2/promise';

/** What `make cluster-up` started (scripts/cluster/env.sh; the same environment overrides apply). */
const ports = (name: string, fallback: string) => (process.env[name] ?? fallback).trim().split(/\s+/).map(Number);
export const LB = `http://127.0.0.1:${process.env.CLUSTER_LB_PORT ?? 3160}`;
export const INSTANCES = ports('CLUSTER_APP_PORTS', '3161 3162 3163').map((port) => `http://127.0.0.1:${port}`);
const NODE_PORTS = ports('CLUSTER_NODE_PORTS', '3311 3312 3313');
const CLUSTER_DIR = process.env.CLUSTER_DIR ?? `${process.env.TMPDIR ?? '/tmp'}/charitybridge-cluster`;
const SCRIPTS = resolve(__dirname, '../../../scripts/cluster');

export interface Reply {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  cookie?: string;
}

let addresses = 0;
/** A client address of its own (X-Forwarded-For, trusted from haproxy and loopback), so probes do not share rate limits. */
export const freshClient = () => `10.${20 + Math.floor(addresses / 62500)}.${Math.floor(addresses / 250) % 250}.${(addresses++ % 250) + 1}`;

export async function call(base: string, method: string, path: string, options: { body?: unknown; cookie?: string; client?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.client ?? freshClient() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.cookie) headers.Cookie = options.cookie;
  const res = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), redirect: 'manual' });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') || undefined;
  return { status: res.status, body, headers: res.headers, cookie };
}

/** Spreads request i over the instances in turn (not through haproxy: each probe must cross nodes for sure). */
export const instance = (i: number) => INSTANCES[i % INSTANCES.length];

export const countBy = (replies: Array<{ status: number }>) =>
  replies.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/** A connection to node n that reads causally (what the app does), for checking what the cluster holds. */
export async function nodeConnection(n = 0) {
  const connection = await createConnection({ host: '127.0.0.1', port: NODE_PORTS[n], user: 'cb', password: 'cb-cluster', database: process.env.CLUSTER_DB_NAME ?? 'charitybridge' });
  await connection.query('SET SESSION wsrep_sync_wait = 1');
  return connection;
}

export function nodeControl(action: 'kill' | 'start' | 'isolate' | 'rejoin', n: number): void {
  execFileSync(resolve(SCRIPTS, 'node.sh'), [action, String(n)], { stdio: 'inherit' });
}

export function caughtMails(): Array<{ messageId: string | null; to: string[]; subject: string | null }> {
  const file = `${CLUSTER_DIR}/mails.jsonl`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

/** Every scheduled-job run the instances logged (`scheduled job ran`, debug level in the cluster), with who ran it. */
export function jobRuns(): Array<{ job: string; slot: string; instance: number }> {
  return INSTANCES.flatMap((_, n) => {
    const file = `${CLUSTER_DIR}/app${n}/app.log`;
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"scheduled job ran"'))
      .map((line) => JSON.parse(line) as { job: string; slot: string })
      .map(({ job, slot }) => ({ job, slot, instance: n }));
  });
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls until `check` holds or the time is up; returns whether it held. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, everyMs = 250): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return check();
}

/** The probes' figures, one line each, quoted in the issue's closing note. */
export function report(probe: string, figures: Record<string, unknown>): void {
  process.stdout.write(`cluster probe ${probe}: ${JSON.stringify(figures)}\n`);
}
