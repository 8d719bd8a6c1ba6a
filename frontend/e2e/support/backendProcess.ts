import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface StartedBackend {
  child: ChildProcess;
  baseURL: string;
}

/** Starts the built backend and resolves once GET /api/health answers 200. */
export async function startBackend(options: {
  mainFile: string;
  cwd: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  timeoutMs?: number;
}): Promise<StartedBackend> {
  const log = fs.openSync(options.logFile, 'w');
  const child = spawn(process.execPath, [options.mainFile], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', log, log],
    detached: true, // its own process group, so teardown can stop it and anything it spawned
  });
  fs.closeSync(log);

  let exitCode: number | null = null;
  child.once('exit', (code) => (exitCode = code ?? -1));

  const baseURL = `http://localhost:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (exitCode !== null) {
      throw new Error(`The backend exited with code ${exitCode} before it was healthy:\n${tail(options.logFile)}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return { child, baseURL };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stopProcessGroup(child.pid);
      throw new Error(`The backend did not become healthy in time:\n${tail(options.logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM to the process group, then SIGKILL if it is still there after `graceMs`. */
export async function stopProcessGroup(pid: number | undefined, graceMs = 5_000): Promise<void> {
  if (!pid) return;
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-pid, name);
      return true;
    } catch {
      return false; // already gone
    }
  };
  if (!signal('SIGTERM')) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!signal(0)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signal('SIGKILL');
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
