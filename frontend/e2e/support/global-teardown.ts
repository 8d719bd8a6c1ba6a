import fs from 'node:fs';
import { stopProcessGroup } from './backendProcess';
import { readState } from './state';

export default async function globalTeardown(): Promise<void> {
  const state = readState();
  const services = globalThis.__e2eServices;
  if (!state?.startedBackend) return;

  await stopProcessGroup(services?.backend?.pid ?? state.backendPid);
  await services?.smtp?.close();
  globalThis.__e2eServices = undefined;
  if (state.tempDir) fs.rmSync(state.tempDir, { recursive: true, force: true });
}
