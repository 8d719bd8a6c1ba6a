import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';

import { DEFAULT_ENQUIRY_RETENTION_MONTHS, DEFAULT_LOCKOUT_MINUTES, DEFAULT_TERMS_VERSION, PASSWORD_HASH_COST, PublicContact } from '../contracts';

type DatabaseDriver = 'sqlite' | 'mysql';

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  database: { driver: DatabaseDriver; url: string; sqlitePath?: string };
  /** Issue 15: connections in the MySQL/MariaDB pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Issue 15: how often start-up tries to reach the database before giving up (0: never gives up), and how far apart. */
  databaseConnect: { attempts: number; retryDelayMs: number };
  appBaseUrl: string;
  appOrigin: string;
  secureCookies: boolean;
  sessionSecret: string;
  credentialsKey: Buffer;
  smtpUrl?: string;
  mailFrom: string;
  adminNotifyEmail: string;
  admin?: { username: string; email: string; password: string };
  ownerEmail?: string;
  termsVersion: string;
  lockoutMinutes: number;
  /** D19: enquiries, waiting-list entries and introduction requests that never became an account are anonymised after this. */
  enquiryRetentionMonths: number;
  loginRateLimit: number;
  formRateLimit: number;
  brandName: string;
  seedDemo: boolean;
  jobsEnabled: boolean;
  mailDispatchIntervalMs: number;
  frontendDist: string;
  logLevel: string;
  frameAncestors: string[];
  // Platform (issue 6): proxy trust for client IPs, readiness threshold.
  /** Express `trust proxy`: false (trust nothing), a hop count, or named ranges / addresses / CIDRs. */
  trustProxy: TrustProxy;
  /** `/api/health/ready` answers 503 once this many outbox mails are `failed`. */
  readyMaxFailedMails: number;
  /** Issue 15: `/api/health/ready` answers 503 once a due mail has waited longer than this for the dispatcher. */
  readyMaxMailAgeMinutes: number;
  /** Issue 15, mail that keeps up: pooled SMTP connections, rows claimed per batch, SMTP connect/greeting/idle timeout. */
  mailDispatch: { smtpPoolSize: number; batchSize: number; smtpTimeoutMs: number };
  // Identity security (issue 6): session lifetimes (D2), temporary passwords (D5), hashing limit (D3).
  sessionLifetimes: { idleHours: number; absoluteHours: number; adminIdleHours: number; adminAbsoluteHours: number };
  tempPasswordTtlHours: number;
  hashConcurrency: number;
  /** log2 of scrypt's N (PASSWORD_HASH_COST): 17 by default and at least 17 in production (D3). */
  passwordHashCost: number;
  // OpenAPI (issue 6 "one home for every rule"): /api/docs and /api/openapi.json.
  /** API_DOCS; default on outside production, off in production unless API_DOCS=true. */
  apiDocs: boolean;
  /** Public contact details (issue 8); an unset value is left out of the pages, never faked. */
  publicContact: PublicContact;
}

type TrustProxy = false | number | string[];

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function positiveIntFrom(env: Env, name: string, fallback: number): number {
  const value = intFrom(env, name, fallback);
  if (value < 1) throw new ConfigError(`${name} must be at least 1, got "${env[name]}"`);
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/** The URL as it may appear in logs and messages: the password replaced by `***`. */
export function redactedDatabaseUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}

function parseDatabaseUrl(url: string): AppConfig['database'] {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    return { driver: 'sqlite', url, sqlitePath: file === ':memory:' ? file : resolve(file) };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) return { driver: 'mysql', url };
  throw new ConfigError(`DATABASE_URL must start with sqlite: or mysql://, got "${redactedDatabaseUrl(url)}"`);
}

/** Development secrets live under data/ so restarts keep sessions; production must supply them. */
function developmentSecret(dataDir: string, name: string, bytes: number): string {
  const file = resolve(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(bytes).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

function parseCredentialsKey(raw: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError('CREDENTIALS_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

const NAMED_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** D2: X-Forwarded-For is read only as far as TRUST_PROXY says; unset trusts no proxy at all. */
function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '') return false;
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !NAMED_PROXY_RANGES.includes(entry) && !isAddressOrCidr(entry));
  if (!entries.length || invalid.length) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count, "loopback", or a comma-separated list of addresses or CIDR ranges, got "${raw}"`,
    );
  }
  return entries;
}

const MIN_PRODUCTION_SECRET_LENGTH = 32;

/**
 * Issue 15: ten connections per CPU (20 on the 2-core host, where MariaDB shares the cores): enough to keep the
 * cores busy while some connections wait on commits, few enough that the database does not thrash. Measured with
 * `npm run bench:load` (docs/operations.md, "Load"); set DATABASE_POOL_SIZE when the database has its own host.
 */
export const DEFAULT_DATABASE_POOL_SIZE = Math.max(10, 10 * availableParallelism());

/** Reserved for examples (RFC 2606): a development mail can never reach or impersonate a real domain. */
const DEVELOPMENT_MAIL_FROM = 'no-reply@example.org';
const DEVELOPMENT_ADMIN_NOTIFY_EMAIL = 'team@example.org';

/** Settings that are fine on a laptop and dangerous on the internet stop a production start (issue 6, item 1.10). */
function refuseUnsafeProduction(env: Env, sessionSecret: string, secureCookies: boolean, trustProxy: TrustProxy): void {
  if (sessionSecret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    throw new ConfigError(
      `SESSION_SECRET must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production (e.g. openssl rand -hex 32)`,
    );
  }
  if (boolFrom(env, 'SEED_DEMO', false)) {
    throw new ConfigError('SEED_DEMO=true is refused in production: the demo accounts share a published password');
  }
  // Without SMTP nothing leaves the outbox; with it, a defaulted address would send real mail from or to a domain
  // nobody configured.
  const unsetMail = ['MAIL_FROM', 'ADMIN_NOTIFY_EMAIL'].filter((name) => !env[name]?.trim());
  if (env.SMTP_URL && unsetMail.length) {
    throw new ConfigError(`Production with SMTP_URL requires ${unsetMail.join(' and ')} to be set (the defaults are example.org placeholders)`);
  }
  if (secureCookies && trustProxy === false) {
    throw new ConfigError(
      'APP_BASE_URL is https, so a TLS proxy sits in front of the app: set TRUST_PROXY (e.g. 1 or loopback) ' +
        'or secure cookies and client addresses cannot work',
    );
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = intFrom(env, 'PORT', 3000);
  const database = parseDatabaseUrl(env.DATABASE_URL || 'sqlite:data/app.sqlite');
  const appBaseUrl = (env.APP_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = resolve(env.DATA_DIR || 'data');

  if (isProduction) {
    const missing = ['SESSION_SECRET', 'CREDENTIALS_KEY'].filter((name) => !env[name]);
    if (missing.length) throw new ConfigError(`Production requires ${missing.join(' and ')} to be set`);
  }
  const sessionSecret = env.SESSION_SECRET || developmentSecret(dataDir, 'session-secret', 32);
  const secureCookies = appBaseUrl.startsWith('https://');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (isProduction) refuseUnsafeProduction(env, sessionSecret, secureCookies, trustProxy);
  const credentialsKey = parseCredentialsKey(env.CREDENTIALS_KEY || developmentSecret(dataDir, 'credentials-key', 32));

  const brandName = env.BRAND_NAME || 'CharityBridge';
  const admin =
    env.ADMIN_USERNAME && env.ADMIN_EMAIL && env.ADMIN_PASSWORD
      ? { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
      : undefined;

  return {
    nodeEnv,
    isProduction,
    port,
    database,
    databasePoolSize: positiveIntFrom(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE),
    databaseConnect: {
      attempts: intFrom(env, 'DATABASE_CONNECT_ATTEMPTS', 0),
      retryDelayMs: positiveIntFrom(env, 'DATABASE_CONNECT_RETRY_MS', 2000),
    },
    appBaseUrl,
    appOrigin: new URL(appBaseUrl).origin,
    secureCookies,
    sessionSecret,
    credentialsKey,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM?.trim() || `${brandName} <${DEVELOPMENT_MAIL_FROM}>`,
    adminNotifyEmail: env.ADMIN_NOTIFY_EMAIL?.trim() || DEVELOPMENT_ADMIN_NOTIFY_EMAIL,
    admin,
    ownerEmail: env.OWNER_EMAIL?.toLowerCase() || undefined,
    termsVersion: env.TERMS_VERSION || DEFAULT_TERMS_VERSION,
    lockoutMinutes: intFrom(env, 'LOGIN_LOCKOUT_MINUTES', DEFAULT_LOCKOUT_MINUTES),
    enquiryRetentionMonths: positiveIntFrom(env, 'ENQUIRY_RETENTION_MONTHS', DEFAULT_ENQUIRY_RETENTION_MONTHS),
    loginRateLimit: intFrom(env, 'LOGIN_RATE_LIMIT', 100),
    formRateLimit: intFrom(env, 'FORM_RATE_LIMIT', 10),
    brandName,
    seedDemo: boolFrom(env, 'SEED_DEMO', false),
    jobsEnabled: boolFrom(env, 'JOBS_ENABLED', true),
    mailDispatchIntervalMs: intFrom(env, 'MAIL_DISPATCH_INTERVAL_MS', 10_000),
    frontendDist: resolve(env.FRONTEND_DIST || resolve(__dirname, '../../../frontend/dist')),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info'),
    frameAncestors: (env.FRAME_ANCESTORS || "'self'").split(/\s+/).filter(Boolean),
    // Platform (issue 6)
    trustProxy,
    readyMaxFailedMails: intFrom(env, 'READY_MAX_FAILED_MAILS', 100),
    readyMaxMailAgeMinutes: positiveIntFrom(env, 'READY_MAX_MAIL_AGE_MINUTES', 15),
    mailDispatch: {
      smtpPoolSize: positiveIntFrom(env, 'SMTP_POOL_SIZE', 5),
      batchSize: positiveIntFrom(env, 'MAIL_BATCH_SIZE', 50),
      smtpTimeoutMs: positiveIntFrom(env, 'SMTP_TIMEOUT_MS', 10_000),
    },
    // Identity security (issue 6).
    sessionLifetimes: {
      idleHours: positiveIntFrom(env, 'SESSION_IDLE_HOURS', 7 * 24),
      absoluteHours: positiveIntFrom(env, 'SESSION_ABSOLUTE_HOURS', 30 * 24),
      adminIdleHours: positiveIntFrom(env, 'ADMIN_SESSION_IDLE_HOURS', 2),
      adminAbsoluteHours: positiveIntFrom(env, 'ADMIN_SESSION_ABSOLUTE_HOURS', 12),
    },
    tempPasswordTtlHours: positiveIntFrom(env, 'TEMP_PASSWORD_TTL_HOURS', 168),
    // One hash per CPU the process may use: more would starve every other request of a small host (D3).
    hashConcurrency: positiveIntFrom(env, 'HASH_CONCURRENCY', availableParallelism()),
    passwordHashCost: passwordHashCostFrom(env, isProduction),
    // OpenAPI (issue 6 "one home for every rule").
    apiDocs: boolFrom(env, 'API_DOCS', !isProduction),
    publicContact: publicContactFrom(env),
  };
}

/** Tests may hash cheaply; production never goes below D3's N = 2^17. */
function passwordHashCostFrom(env: Env, isProduction: boolean): number {
  const cost = intFrom(env, 'PASSWORD_HASH_COST', PASSWORD_HASH_COST);
  if (cost < 10 || cost > 20) throw new ConfigError(`PASSWORD_HASH_COST must be between 10 and 20, got "${env.PASSWORD_HASH_COST}"`);
  if (isProduction && cost < PASSWORD_HASH_COST)
    throw new ConfigError(`PASSWORD_HASH_COST must be at least ${PASSWORD_HASH_COST} in production`);
  return cost;
}

/** Links must be absolute http(s) addresses: a typo should fail at start-up, not ship a broken link. */
function publicContactFrom(env: Env): PublicContact {
  const text = (name: string) => env[name]?.trim() || undefined;
  const url = (name: string) => {
    const value = text(name);
    if (value && !/^https?:\/\/[^\s/]+/i.test(value)) throw new ConfigError(`${name} must be an http(s) URL`);
    return value;
  };
  return {
    phone: text('CONTACT_PHONE'),
    email: text('CONTACT_EMAIL'),
    linkedinUrl: url('LINKEDIN_URL'),
    founderName: text('FOUNDER_NAME'),
    founderBio: text('FOUNDER_BIO'),
    companySiteUrl: url('COMPANY_SITE_URL'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
