// Shared by backend/ and frontend/ scripts/check-boundary-rules.mjs: write deliberate breaches, run the checker that
// owns each rule and report the rules that did not fire. Probe files are always removed again.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEPCRUISE = join(REPO, 'node_modules/.bin/depcruise');
const KNIP = join(REPO, 'node_modules/.bin/knip');

/**
 * probes: rule name → { path: source } (paths relative to root; the first file is the one that must be reported).
 * All probes are written at once and judged in one cruise, so every probe file name must be unique.
 */
export function depcruiseRulesThatDidNotFire(root, probes) {
  const written = [];
  try {
    for (const files of Object.values(probes)) {
      for (const [path, source] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), `${source}\n`);
        written.push(path);
      }
    }
    const violations = JSON.parse(cruise(root)).summary.violations;
    return Object.entries(probes)
      .filter(([rule, files]) => {
        const from = Object.keys(files)[0];
        return !violations.some(
          (violation) => violation.rule.name === rule && (violation.from === from || violation.cycle?.some((step) => (step.name ?? step) === from)),
        );
      })
      .map(([rule, files]) => `dependency-cruiser rule '${rule}' did not fire on ${Object.keys(files)[0]}`);
  } finally {
    for (const path of written) rmSync(join(root, path), { force: true });
  }
}

function cruise(root) {
  try {
    return execFileSync(DEPCRUISE, ['src', '--config', '.dependency-cruiser.js', '--output-type', 'json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    return error.stdout; // depcruise exits non-zero when it finds violations, which is the point here
  }
}

/** probes: [rule id, file path (relative to root), code, what it breaks]; linted as text, nothing written. */
export async function eslintRulesThatDidNotFire(root, probes) {
  const eslint = new ESLint({ cwd: root });
  const failures = [];
  for (const [rule, filePath, code, what] of probes) {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    if (!result.messages.some((message) => message.ruleId === rule)) failures.push(`ESLint rule '${rule}' did not fire when ${what} (${filePath})`);
  }
  return failures;
}

/**
 * probes: [issue type ('files', 'exports' or 'types'), reported file, reported name or null, { path: source }] with
 * paths relative to the repository root. knip runs once over both workspaces (knip.jsonc: the contracts the frontend
 * reads count as used), so the probe files are written together and removed again whatever happens.
 */
export function knipRulesThatDidNotFire(probes) {
  const written = [];
  try {
    for (const [, , , files] of probes) {
      for (const [path, source] of Object.entries(files)) {
        mkdirSync(dirname(join(REPO, path)), { recursive: true });
        writeFileSync(join(REPO, path), `${source}\n`);
        written.push(path);
      }
    }
    const { issues } = JSON.parse(runKnip());
    return probes
      .filter(([type, file, name]) => !issues.some((issue) => issue.file === file && issue[type].some((found) => name === null || found.name === name)))
      .map(([type, file, name]) => `knip did not report ${type}${name ? ` '${name}'` : ''} in ${file}`);
  } finally {
    for (const path of written) rmSync(join(REPO, path), { force: true });
  }
}

function runKnip() {
  try {
    return execFileSync(KNIP, ['--no-progress', '--reporter', 'json'], { cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    return error.stdout; // knip exits non-zero when it finds something, which is the point here
  }
}

export function report(failures, count) {
  if (failures.length > 0) {
    console.error(`boundary rules:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`boundary rules: all ${count} fire on a deliberate breach`);
}
