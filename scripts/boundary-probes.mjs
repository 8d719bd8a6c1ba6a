// Shared by backend/ and frontend/ scripts/check-boundary-rules.mjs: write deliberate breaches, run the checker that
// owns each rule and report the rules that did not fire. Probe files are always removed again.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const DEPCRUISE = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin/depcruise');

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

export function report(failures, count) {
  if (failures.length > 0) {
    console.error(`boundary rules:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`boundary rules: all ${count} fire on a deliberate breach`);
}
