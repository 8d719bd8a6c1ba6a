import fs from 'node:fs';
import { STATE_FILE } from './paths';

/** What global-setup started, for the tests (baseURL) and for global-teardown (what to stop). */
export interface E2eState {
  baseURL: string;
  /** False when E2E_BASE_URL pointed at a server someone else runs: then nothing is stopped. */
  startedBackend: boolean;
  backendPid?: number;
  smtpPort?: number;
  tempDir?: string;
}

export function writeState(state: E2eState): void {
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function readState(): E2eState | undefined {
  try {
    return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as E2eState;
  } catch {
    return undefined;
  }
}
