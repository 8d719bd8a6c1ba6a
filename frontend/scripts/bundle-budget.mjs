// Builds the production bundle and prints, per lazily loaded page, the gzipped JavaScript a first
// visit downloads (entry scripts + the page's chunk group). Fails when a page is over its budget
// (ARCHITECTURE "Performance budgets"). The browser-measured twin of this check is e2e/budget.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const createConfig = require('../webpack.config.js');

const KB = 1024;
const PUBLIC_BUDGET = 170 * KB;
const OTHER_BUDGET = 350 * KB;
/** Chunk names of the public marketing pages (see webpackChunkName in src/app/routes/routeTable.tsx). */
/** page-match-shortlist: the mailed shortlist link is opened by anonymous requesters, so it is public-weight (issue 17). */
const PUBLIC_PAGE_CHUNKS = new Set(['page-home', 'page-about', 'page-pricing', 'page-consultants', 'page-consultant-profile', 'page-match-shortlist']);

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = createConfig({}, { mode: 'production' });

const stats = await new Promise((resolve, reject) => {
  webpack(config).run((error, result) => (error ? reject(error) : resolve(result)));
});
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}

const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: false });
const jsFiles = (group) => group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(config.output.path, file)), { level: 9 }).length;
const sizes = new Map();
const sizeOf = (file) => sizes.get(file) ?? sizes.set(file, gzipSize(file)).get(file);

const entryFiles = jsFiles(json.entrypoints.main);
const rows = Object.entries(json.namedChunkGroups)
  .filter(([name]) => name !== 'main')
  .map(([name, group]) => {
    const files = [...new Set([...entryFiles, ...jsFiles(group)])];
    const total = files.reduce((sum, file) => sum + sizeOf(file), 0);
    const budget = PUBLIC_PAGE_CHUNKS.has(name) ? PUBLIC_BUDGET : OTHER_BUDGET;
    return { name, total, budget, files };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

let failed = false;
console.log(`Entry scripts: ${entryFiles.map((f) => `${f} ${(sizeOf(f) / KB).toFixed(1)} kB`).join(', ')}`);
for (const row of rows) {
  const over = row.total > row.budget;
  failed ||= over;
  console.log(
    `${over ? 'OVER' : 'ok  '}  ${row.name.padEnd(28)} ${(row.total / KB).toFixed(1).padStart(7)} kB of ${row.budget / KB} kB`,
  );
}
console.log(path.relative(process.cwd(), path.join(frontendDir, 'dist')) || 'dist', 'rebuilt.');
process.exit(failed ? 1 : 0);
