import path from 'node:path';

const FRONTEND_DIR = path.resolve(__dirname, '..', '..');
export const REPO_DIR = path.resolve(FRONTEND_DIR, '..');
// E2E_BACKEND_DIST / FRONTEND_OUT let several runs use their own builds side by side.
export const BACKEND_MAIN = path.join(process.env.E2E_BACKEND_DIST ?? path.join(REPO_DIR, 'backend', 'dist'), 'main.js');
export const FRONTEND_DIST_DIR = process.env.FRONTEND_OUT ? path.resolve(process.env.FRONTEND_OUT) : path.join(FRONTEND_DIR, 'dist');
export const FRONTEND_INDEX = path.join(FRONTEND_DIST_DIR, 'index.html');

/** Scratch space of one e2e run (git-ignored): state, caught mails, the backend's log. */
export const E2E_TMP_DIR = process.env.E2E_TMP_DIR ? path.resolve(process.env.E2E_TMP_DIR) : path.join(FRONTEND_DIR, 'e2e', '.tmp');
export const STATE_FILE = path.join(E2E_TMP_DIR, 'state.json');
export const MAILBOX_FILE = path.join(E2E_TMP_DIR, 'mails.json');
export const BACKEND_LOG_FILE = path.join(E2E_TMP_DIR, 'backend.log');
