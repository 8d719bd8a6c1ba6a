#!/usr/bin/env node
// `make run`: waits until the server started beside it answers GET /api/health, then prints ONE line with the
// URL and the demo sign-ins, so it is the last thing on the screen after the start-up chatter.
// Usage: PORT=3000 ADMIN_USERNAME=admin ADMIN_PASSWORD=… node backend/scripts/announce-when-ready.js <server pid>
'use strict';

const path = require('node:path');

const TIMEOUT_MS = 120_000;
const POLL_MS = 250;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function healthy(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // not listening yet
  }
}

async function main() {
  const pid = Number(process.argv[2]);
  const port = process.env.PORT || '3000';
  const base = `http://localhost:${port}`;
  // The demo accounts and their password live once, in the seed (built to backend/dist).
  const { DEMO_PASSWORD, DEMO_CONSULTANTS, DEMO_CHARITIES } = require(path.join(__dirname, '..', 'dist', 'seed', 'demo-data.js'));
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await healthy(`${base}/api/health`))) {
    if (pid && !alive(pid)) throw new Error('the server stopped before it answered /api/health (see the log above)');
    if (Date.now() > deadline) throw new Error(`${base}/api/health did not answer within ${TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const admin = process.env.ADMIN_USERNAME ? `admin ${process.env.ADMIN_USERNAME} / ${process.env.ADMIN_PASSWORD}, ` : '';
  console.log(
    `\n>>> ${process.env.BRAND_NAME || 'CharityBridge'} is ready on ${base}  sign in as ${admin}consultant ${DEMO_CONSULTANTS[0].username} or charity ` +
      `${DEMO_CHARITIES[0].username} / ${DEMO_PASSWORD}  (more in README.md; Ctrl-C stops the server)\n`,
  );
}

main().catch((error) => {
  console.error(`make run: ${error.message}`);
  process.exit(1);
});
