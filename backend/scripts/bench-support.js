// What the benchmarks share: CPU time from /proc (stable on a shared machine, unlike latency) and the wait for
// a started app to answer its health check.
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim() || 100);

/** utime + stime of a process in ms (fields 14 and 15 of /proc/<pid>/stat, counted after the command name). */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The pid of the first process whose command is one of `names` (e.g. the MariaDB server), or null. */
function pidOf(names) {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (names.includes(fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/**
 * The pid of the MariaDB/MySQL server a connection talks to, from its own @@pid_file: with several servers on the
 * machine (another worker's cluster, say) the first `mariadbd` in /proc is often not the one being measured, and
 * its idle CPU made the database look free. Falls back to the first by name only when the file cannot be read.
 */
async function mysqlServerPid(query) {
  const rows = await query('SELECT @@pid_file AS file, @@datadir AS datadir');
  const file = String(rows[0]?.file ?? '');
  const candidates = [file, path.resolve(String(rows[0]?.datadir ?? ''), file)];
  for (const candidate of candidates) {
    try {
      const pid = Number(fs.readFileSync(candidate, 'utf8').trim());
      if (['mariadbd', 'mysqld'].includes(fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim())) return pid;
    } catch {
      // not this one
    }
  }
  console.warn(`cannot read the database server's pid file (${file}): the database CPU is that of the first mariadbd/mysqld found`);
  return pidOf(['mariadbd', 'mysqld']);
}

async function waitForHealth(port, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not become healthy in ${timeoutMs / 1000} s`);
}

/** A seeded generator (mulberry32): the same data on every run and engine. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The p-th percentile of an ascending list. */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The built app's environment for a benchmark: production mode, no jobs, no docs, a throw-away data directory. */
function benchAppEnv(databaseUrl, dataDir, port) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    APP_BASE_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    CREDENTIALS_KEY: '0'.repeat(64),
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    API_DOCS: 'false',
    DATA_DIR: dataDir,
    FRONTEND_DIST: path.join(dataDir, 'no-frontend'),
  };
}

module.exports = { benchAppEnv, cpuMs, mysqlServerPid, percentile, pidOf, random, waitForHealth };
