import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { ConfigError, DEFAULT_DATABASE_POOL_SIZE, loadConfig, redactedDatabaseUrl } from './app-config';

const KEY_HEX = 'ab'.repeat(32);
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'cb-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Development loads need a data directory for the generated secrets; keep it out of the repo. */
const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('configuration (ARCHITECTURE "Configuration")', () => {
  describe('defaults', () => {
    it('serves on port 3000 with SQLite at data/app.sqlite', () => {
      const config = load();
      expect(config.port).toBe(3000);
      expect(config.database).toEqual({ driver: 'sqlite', url: 'sqlite:data/app.sqlite', sqlitePath: resolve('data/app.sqlite') });
    });

    it('derives APP_BASE_URL from the port', () => {
      expect(load().appBaseUrl).toBe('http://localhost:3000');
      expect(load({ PORT: '8080' }).appBaseUrl).toBe('http://localhost:8080');
      expect(load().appOrigin).toBe('http://localhost:3000');
      expect(load().secureCookies).toBe(false);
    });

    it('keeps mail in the log without SMTP_URL and uses example.org addresses, never a guessed brand domain', () => {
      const config = load();
      expect(config.smtpUrl).toBeUndefined();
      expect(config.mailFrom).toBe('CharityBridge <no-reply@example.org>');
      expect(config.adminNotifyEmail).toBe('team@example.org');
    });

    it('creates no admin and no owner unless configured', () => {
      const config = load();
      expect(config.admin).toBeUndefined();
      expect(config.ownerEmail).toBeUndefined();
    });

    it('uses the documented product defaults', () => {
      const config = load();
      expect(config.termsVersion).toBe('1.0');
      expect(config.lockoutMinutes).toBe(15);
      expect(config.loginRateLimit).toBe(100);
      expect(config.formRateLimit).toBe(10);
      expect(config.brandName).toBe('CharityBridge');
      expect(config.seedDemo).toBe(false);
      expect(config.jobsEnabled).toBe(true);
      expect(config.mailDispatchIntervalMs).toBe(10_000);
      expect(config.frameAncestors).toEqual(["'self'"]);
      expect(config.nodeEnv).toBe('development');
      expect(config.isProduction).toBe(false);
      expect(config.logLevel).toBe('info');
    });

    it('hashes passwords at scrypt N = 2^17 and one hash per available CPU (D3)', () => {
      const config = load();
      expect(config.passwordHashCost).toBe(17);
      expect(config.hashConcurrency).toBe(availableParallelism());
    });

    it('generates development secrets once under DATA_DIR and reuses them', () => {
      const first = load();
      const second = load();
      expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(first.credentialsKey).toHaveLength(32);
      expect(second.sessionSecret).toBe(first.sessionSecret);
      expect(second.credentialsKey.equals(first.credentialsKey)).toBe(true);
      expect(readdirSync(dataDir).sort()).toEqual(['.credentials-key', '.session-secret']);
    });
  });

  describe('overrides', () => {
    it('reads every variable of the table', () => {
      const config = load({
        PORT: '4000',
        DATABASE_URL: 'mysql://cb:secret@db.internal:3306/charitybridge',
        APP_BASE_URL: 'https://app.example.org/',
        SESSION_SECRET: 's3cret',
        CREDENTIALS_KEY: KEY_HEX,
        SMTP_URL: 'smtp://mailer:2525',
        MAIL_FROM: 'Hello <hello@example.org>',
        ADMIN_NOTIFY_EMAIL: 'inbox@example.org',
        ADMIN_USERNAME: 'root',
        ADMIN_EMAIL: 'root@example.org',
        ADMIN_PASSWORD: 'Sup3r-Secret!',
        OWNER_EMAIL: 'Owner@Example.org',
        TERMS_VERSION: '2.1',
        LOGIN_LOCKOUT_MINUTES: '30',
        ENQUIRY_RETENTION_MONTHS: '36',
        LOGIN_RATE_LIMIT: '50',
        FORM_RATE_LIMIT: '3',
        BRAND_NAME: 'Acme Giving',
        SEED_DEMO: 'true',
        JOBS_ENABLED: 'false',
        MAIL_DISPATCH_INTERVAL_MS: '500',
        FRAME_ANCESTORS: "'self' https://partner.example",
        LOG_LEVEL: 'debug',
        FRONTEND_DIST: '/srv/web',
      });
      expect(config).toMatchObject({
        port: 4000,
        database: { driver: 'mysql', url: 'mysql://cb:secret@db.internal:3306/charitybridge' },
        appBaseUrl: 'https://app.example.org',
        appOrigin: 'https://app.example.org',
        secureCookies: true,
        sessionSecret: 's3cret',
        smtpUrl: 'smtp://mailer:2525',
        mailFrom: 'Hello <hello@example.org>',
        adminNotifyEmail: 'inbox@example.org',
        admin: { username: 'root', email: 'root@example.org', password: 'Sup3r-Secret!' },
        ownerEmail: 'owner@example.org',
        termsVersion: '2.1',
        lockoutMinutes: 30,
        enquiryRetentionMonths: 36,
        loginRateLimit: 50,
        formRateLimit: 3,
        brandName: 'Acme Giving',
        seedDemo: true,
        jobsEnabled: false,
        mailDispatchIntervalMs: 500,
        frameAncestors: ["'self'", 'https://partner.example'],
        logLevel: 'debug',
        frontendDist: '/srv/web',
      });
      expect(config.credentialsKey.toString('hex')).toBe(KEY_HEX);
      // Nothing generated when secrets are supplied.
      expect(readdirSync(dataDir)).toEqual([]);
    });

    it('reads the fault and load settings of issue 15, with defaults sized for a small host', () => {
      expect(load()).toMatchObject({
        databasePoolSize: DEFAULT_DATABASE_POOL_SIZE,
        databaseConnect: { attempts: 0, retryDelayMs: 2000 },
        readyMaxMailAgeMinutes: 15,
        mailDispatch: { smtpPoolSize: 5, batchSize: 50, smtpTimeoutMs: 10_000 },
      });
      const tuned = load({
        DATABASE_POOL_SIZE: '40',
        DATABASE_CONNECT_ATTEMPTS: '5',
        DATABASE_CONNECT_RETRY_MS: '250',
        READY_MAX_MAIL_AGE_MINUTES: '5',
        SMTP_POOL_SIZE: '8',
        MAIL_BATCH_SIZE: '200',
        SMTP_TIMEOUT_MS: '3000',
      });
      expect(tuned).toMatchObject({
        databasePoolSize: 40,
        databaseConnect: { attempts: 5, retryDelayMs: 250 },
        readyMaxMailAgeMinutes: 5,
        mailDispatch: { smtpPoolSize: 8, batchSize: 200, smtpTimeoutMs: 3000 },
      });
      expect(() => load({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be at least 1/);
    });

    it('names the default sender after BRAND_NAME, keeping the example.org address', () => {
      const config = load({ BRAND_NAME: 'Acme Giving' });
      expect(config.mailFrom).toBe('Acme Giving <no-reply@example.org>');
      expect(config.adminNotifyEmail).toBe('team@example.org');
    });

    it('needs all three ADMIN_ variables to create an admin', () => {
      expect(load({ ADMIN_USERNAME: 'root', ADMIN_EMAIL: 'root@example.org' }).admin).toBeUndefined();
    });

    it('accepts a base64 CREDENTIALS_KEY and refuses one of the wrong size', () => {
      const base64 = Buffer.alloc(32, 7).toString('base64');
      expect(load({ CREDENTIALS_KEY: base64 }).credentialsKey.equals(Buffer.alloc(32, 7))).toBe(true);
      expect(() => load({ CREDENTIALS_KEY: 'abcd' })).toThrow(ConfigError);
      expect(() => load({ CREDENTIALS_KEY: 'ab'.repeat(31) })).toThrow(/CREDENTIALS_KEY must be 32 bytes/);
    });

    it('reads booleans leniently', () => {
      for (const yes of ['1', 'true', 'TRUE', 'yes', 'on']) expect(load({ SEED_DEMO: yes }).seedDemo).toBe(true);
      for (const no of ['0', 'false', 'no', 'off']) expect(load({ JOBS_ENABLED: no }).jobsEnabled).toBe(false);
    });
  });

  describe('DATABASE_URL', () => {
    it('accepts sqlite files, :memory:, mysql:// and mariadb://', () => {
      expect(load({ DATABASE_URL: 'sqlite:/var/lib/cb/app.sqlite' }).database.sqlitePath).toBe('/var/lib/cb/app.sqlite');
      expect(load({ DATABASE_URL: 'sqlite:///var/lib/cb/app.sqlite' }).database.sqlitePath).toBe('/var/lib/cb/app.sqlite');
      expect(load({ DATABASE_URL: 'sqlite::memory:' }).database.sqlitePath).toBe(':memory:');
      expect(load({ DATABASE_URL: 'mariadb://root@127.0.0.1:3306/test' }).database.driver).toBe('mysql');
    });

    it.each(['postgres://localhost/cb', 'app.sqlite', 'http://db', 'MYSQL//x'])('refuses %s', (url) => {
      expect(() => load({ DATABASE_URL: url })).toThrow(ConfigError);
      expect(() => load({ DATABASE_URL: url })).toThrow(/DATABASE_URL must start with sqlite: or mysql:\/\//);
    });
  });

  describe('bad numbers', () => {
    it.each([
      ['PORT', 'abc'],
      ['PORT', '-1'],
      ['LOGIN_LOCKOUT_MINUTES', '1.5'],
      ['LOGIN_RATE_LIMIT', 'many'],
      ['FORM_RATE_LIMIT', '-3'],
      ['ENQUIRY_RETENTION_MONTHS', '2.5'],
    ])('refuses %s=%s', (name, value) => {
      expect(() => load({ [name]: value })).toThrow(new ConfigError(`${name} must be a whole number, got "${value}"`));
    });
  });

  describe('production', () => {
    const production = { NODE_ENV: 'production' };

    it('refuses to start without SESSION_SECRET and CREDENTIALS_KEY', () => {
      expect(() => load(production)).toThrow(new ConfigError('Production requires SESSION_SECRET and CREDENTIALS_KEY to be set'));
    });

    it('names the one that is missing', () => {
      expect(() => load({ ...production, CREDENTIALS_KEY: KEY_HEX })).toThrow('Production requires SESSION_SECRET to be set');
      expect(() => load({ ...production, SESSION_SECRET: 's3cret' })).toThrow('Production requires CREDENTIALS_KEY to be set');
      expect(() => load({ ...production, SESSION_SECRET: '', CREDENTIALS_KEY: KEY_HEX })).toThrow(ConfigError);
    });

    const LONG_SECRET = 'x'.repeat(32);

    it('keeps production password hashing at N = 2^17 and refuses a cheaper cost', () => {
      const secrets = { SESSION_SECRET: LONG_SECRET, CREDENTIALS_KEY: KEY_HEX };
      expect(load({ ...production, ...secrets }).passwordHashCost).toBe(17);
      expect(() => load({ ...production, ...secrets, PASSWORD_HASH_COST: '10' })).toThrow(
        new ConfigError('PASSWORD_HASH_COST must be at least 17 in production'),
      );
      expect(load({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    });

    it('starts with both and never writes secrets to disk', () => {
      const config = load({ ...production, SESSION_SECRET: LONG_SECRET, CREDENTIALS_KEY: KEY_HEX });
      expect(config.isProduction).toBe(true);
      expect(config.sessionSecret).toBe(LONG_SECRET);
      expect(existsSync(join(dataDir, '.session-secret'))).toBe(false);
      expect(readdirSync(dataDir)).toEqual([]);
    });

    it('refuses a SESSION_SECRET shorter than 32 characters', () => {
      expect(() => load({ ...production, SESSION_SECRET: 'x'.repeat(31), CREDENTIALS_KEY: KEY_HEX })).toThrow(
        new ConfigError('SESSION_SECRET must be at least 32 characters in production (e.g. openssl rand -hex 32)'),
      );
      // Outside production a short secret is still fine (tests, laptops).
      expect(load({ SESSION_SECRET: 's3cret' }).sessionSecret).toBe('s3cret');
    });

    it('refuses SEED_DEMO=true', () => {
      expect(() => load({ ...production, SESSION_SECRET: LONG_SECRET, CREDENTIALS_KEY: KEY_HEX, SEED_DEMO: 'true' })).toThrow(
        new ConfigError('SEED_DEMO=true is refused in production: the demo accounts share a published password'),
      );
      expect(load({ ...production, SESSION_SECRET: LONG_SECRET, CREDENTIALS_KEY: KEY_HEX, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });

    it('refuses SMTP_URL without MAIL_FROM and ADMIN_NOTIFY_EMAIL (no mail from or to a guessed domain)', () => {
      const smtp = { ...production, SESSION_SECRET: LONG_SECRET, CREDENTIALS_KEY: KEY_HEX, SMTP_URL: 'smtp://mail.internal:587' };
      expect(() => load(smtp)).toThrow(
        new ConfigError('Production with SMTP_URL requires MAIL_FROM and ADMIN_NOTIFY_EMAIL to be set (the defaults are example.org placeholders)'),
      );
      expect(() => load({ ...smtp, MAIL_FROM: 'Acme <hello@acme.example>' })).toThrow(/requires ADMIN_NOTIFY_EMAIL to be set/);
      expect(() => load({ ...smtp, ADMIN_NOTIFY_EMAIL: 'team@acme.example', MAIL_FROM: '  ' })).toThrow(/requires MAIL_FROM to be set/);
      expect(load({ ...smtp, MAIL_FROM: 'Acme <hello@acme.example>', ADMIN_NOTIFY_EMAIL: 'team@acme.example' })).toMatchObject({
        mailFrom: 'Acme <hello@acme.example>',
        adminNotifyEmail: 'team@acme.example',
      });
      // Without SMTP nothing is sent, so the placeholders may stay; outside production they are the defaults.
      expect(load({ ...production, SESSION_SECRET: LONG_SECRET, CREDENTIALS_KEY: KEY_HEX }).adminNotifyEmail).toBe('team@example.org');
      expect(load({ SMTP_URL: 'smtp://127.0.0.1:1025' }).mailFrom).toBe('CharityBridge <no-reply@example.org>');
    });

    it('refuses an https APP_BASE_URL without TRUST_PROXY (the TLS proxy would break secure cookies)', () => {
      const https = { ...production, SESSION_SECRET: LONG_SECRET, CREDENTIALS_KEY: KEY_HEX, APP_BASE_URL: 'https://app.example.org' };
      expect(() => load(https)).toThrow(/APP_BASE_URL is https.*set TRUST_PROXY/);
      expect(load({ ...https, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    });
  });

  describe('TRUST_PROXY (D2: client IP)', () => {
    it('trusts no proxy when unset or 0, even with an https APP_BASE_URL', () => {
      expect(load().trustProxy).toBe(false);
      expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
      expect(load({ APP_BASE_URL: 'https://app.example.org' }).trustProxy).toBe(false);
    });

    it('reads a hop count, loopback, or a comma-separated list of addresses and CIDR ranges', () => {
      expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(load({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
      expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    });

    it.each(['true', 'yes', '10.0.0.0/33', 'proxy.internal', '1.5', ','])('refuses TRUST_PROXY=%s', (value) => {
      expect(() => load({ TRUST_PROXY: value })).toThrow(ConfigError);
    });
  });

  describe('secrets stay out of messages (issue 6, item 1.9)', () => {
    it('prints DATABASE_URL without its password', () => {
      expect(redactedDatabaseUrl('mysql://cb:s3cr%40t@db.internal:3306/charitybridge')).toBe('mysql://cb:***@db.internal:3306/charitybridge');
      expect(redactedDatabaseUrl('mariadb://root@127.0.0.1/test')).toBe('mariadb://root@127.0.0.1/test');
      expect(redactedDatabaseUrl('sqlite:data/app.sqlite')).toBe('sqlite:data/app.sqlite');
    });

    it('does not echo a password in the error for an unsupported DATABASE_URL', () => {
      expect(() => load({ DATABASE_URL: 'postgres://cb:hunter2@db/cb' })).toThrow(
        new ConfigError('DATABASE_URL must start with sqlite: or mysql://, got "postgres://cb:***@db/cb"'),
      );
    });
  });
});

describe('.env.example', () => {
  const root = resolve(__dirname, '../../..');
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  const entries = example
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => {
      const [name, ...rest] = line.split('=');
      return [name, rest.join('=').replace(/^"(.*)"$/, '$1')] as const;
    });

  it('lists every variable the configuration reads', () => {
    const source = readFileSync(join(__dirname, 'app-config.ts'), 'utf8');
    const read = new Set([...source.matchAll(/env\.([A-Z_]+)|env, '([A-Z_]+)'|'(SESSION_SECRET|CREDENTIALS_KEY)'/g)].map((m) => m[1] ?? m[2] ?? m[3]));
    expect([...read].filter((name) => !entries.some(([listed]) => listed === name))).toEqual([]);
    for (const name of ['MAIL_DISPATCH_INTERVAL_MS', 'FRAME_ANCESTORS', 'LOG_LEVEL', 'FRONTEND_DIST', 'DATA_DIR']) expect(entries.map(([n]) => n)).toContain(name);
  });

  it('documents a comment for every variable and values that load as the defaults', () => {
    const lines = example.split('\n');
    for (const [name] of entries) {
      const index = lines.findIndex((line) => line.startsWith(`${name}=`));
      expect({ name, commented: lines.slice(Math.max(0, index - 3), index).some((line) => line.startsWith('#')) }).toEqual({ name, commented: true });
    }
    const env = Object.fromEntries(entries.map(([name, value]) => [name, value]));
    const fromExample = loadConfig({ ...env, DATA_DIR: dataDir });
    const defaults = load();
    expect({ ...fromExample, credentialsKey: null, sessionSecret: null }).toEqual({ ...defaults, credentialsKey: null, sessionSecret: null });
  });
});

describe('docker/compose.yml (issue 6, item 1.10)', () => {
  const compose = readFileSync(resolve(__dirname, '../../../docker/compose.yml'), 'utf8');

  /** Published ports per service, read from the `ports:` lists (two-space YAML as written in the file). */
  const publishedPorts = (): Record<string, string[]> => {
    const ports: Record<string, string[]> = {};
    let service: string | undefined;
    let inPorts = false;
    for (const line of compose.split('\n')) {
      if (/^\S/.test(line)) service = undefined;
      const serviceName = /^ {2}([a-z0-9_-]+):\s*$/i.exec(line)?.[1];
      if (serviceName) [service, inPorts] = [serviceName, false];
      else if (/^ {4}ports:\s*$/.test(line)) inPorts = true;
      else if (/^ {4}\S/.test(line)) inPorts = false;
      const entry = /^ {6}- "?([^"]+)"?\s*$/.exec(line)?.[1];
      if (service && inPorts && entry) (ports[service] ??= []).push(entry);
    }
    return ports;
  };

  it('publishes the app, binds the SMTP catcher inbox to 127.0.0.1 and publishes no database port', () => {
    const ports = publishedPorts();
    expect(Object.keys(ports).sort()).toEqual(['app', 'mailpit']);
    expect(ports.app).toEqual(['${APP_PORT:-3000}:3000']);
    expect(ports.mailpit).toEqual(['127.0.0.1:${MAILPIT_UI_PORT:-8025}:8025']);
    expect(compose).toContain('  mysql:');
  });
});
