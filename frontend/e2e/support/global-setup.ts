import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend } from './backendProcess';
import { freePort } from './freePort';
import { BACKEND_LOG_FILE, BACKEND_MAIN, E2E_TMP_DIR, FRONTEND_DIST_DIR, FRONTEND_INDEX, MAILBOX_FILE, REPO_DIR } from './paths';
import { startSmtpCatcher, type SmtpCatcher } from './smtpCatcher';
import { writeState } from './state';
import { E2E_ADMIN, E2E_OWNER_EMAIL } from './accounts';
import type { ChildProcess } from 'node:child_process';

/** Handles global-teardown needs; it runs in this same runner process. */
export interface RunningServices {
  smtp?: SmtpCatcher;
  backend?: ChildProcess;
}
declare global {
  var __e2eServices: RunningServices | undefined;
}

export default async function globalSetup(): Promise<void> {
  fs.mkdirSync(E2E_TMP_DIR, { recursive: true });

  if (process.env.E2E_BASE_URL) {
    // Testing a server someone else runs: nothing to start, and no mailbox.
    writeState({ baseURL: process.env.E2E_BASE_URL, startedBackend: false });
    return;
  }

  for (const [file, hint] of [
    [BACKEND_MAIN, 'npm run build -w backend'],
    [FRONTEND_INDEX, 'npm run build -w frontend'],
  ]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(REPO_DIR, file)} is missing: run \`${hint}\` first.`);
  }

  // E2E_PORT / E2E_SMTP_PORT pin the ports (a shared machine hands each worker a range); otherwise any free one.
  const smtp = await startSmtpCatcher(MAILBOX_FILE, Number(process.env.E2E_SMTP_PORT) || 0);
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charitybridge-e2e-'));

  try {
    const { child, baseURL } = await startBackend({
      mainFile: BACKEND_MAIN,
      cwd: REPO_DIR,
      port,
      logFile: BACKEND_LOG_FILE,
      env: {
        PORT: String(port),
        NODE_ENV: 'test',
        DATABASE_URL: `sqlite:${path.join(tempDir, 'e2e.sqlite')}`,
        DATA_DIR: tempDir,
        FRONTEND_DIST: FRONTEND_DIST_DIR,
        APP_BASE_URL: `http://localhost:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_DISPATCH_INTERVAL_MS: '500',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        OWNER_EMAIL: E2E_OWNER_EMAIL,
        SEED_DEMO: 'false',
        SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
        CREDENTIALS_KEY: randomBytes(32).toString('hex'),
        LOGIN_RATE_LIMIT: '1000',
        // Not the default 15, so the lockout journey shows the login form reads the figure from the server.
        LOGIN_LOCKOUT_MINUTES: '20',
        FORM_RATE_LIMIT: '1000',
        // Cheap password hashing (the default, 17, is production's and costs ~0.3 s of CPU per sign-in).
        PASSWORD_HASH_COST: '10',
      },
    });

    globalThis.__e2eServices = { smtp, backend: child };
    process.env.E2E_BASE_URL = baseURL; // reaches the test workers
    writeState({ baseURL, startedBackend: true, backendPid: child.pid, smtpPort: smtp.port, tempDir });
    console.log(`[e2e] backend on ${baseURL}, SMTP catcher on 127.0.0.1:${smtp.port}`);
  } catch (error) {
    await smtp.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
}
