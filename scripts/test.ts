/**
 * The whole test suite, as the README promises: unit and integration tests (Vitest, against PGlite
 * and, when reachable, PostgreSQL), then the production build and the end-to-end tests in Chromium
 * (Playwright). Ends with one line of totals over both runners.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[], cwd = root): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

function ensureChromium(): void {
  if (existsSync(chromium)) return;
  // Playwright cannot download its browser here; Debian's package is the one we drive.
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), 'update', '-qq']);
  run(sudo[0] ?? 'apt-get', [
    ...sudo.slice(1),
    ...(asRoot ? [] : ['apt-get']),
    'install',
    '-y',
    '-qq',
    'chromium',
  ]);
  if (!existsSync(chromium)) throw new Error(`Chromium is missing at ${chromium} and could not be installed`);
}

const vitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  numTodoTests: z.number(),
});
const playwrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
});

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

rmSync(results, { recursive: true, force: true });
// End-to-end runs start from an empty embedded database, like a fresh clone.
if (existsSync(path.join(root, 'data'))) {
  for (const dir of readdirSync(path.join(root, 'data'))) {
    if (dir.startsWith('e2e-')) rmSync(path.join(root, 'data', dir), { recursive: true, force: true });
  }
}
ensureChromium();

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const unitStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${results}/vitest.json`,
]);
const buildStatus = run('npm', ['run', 'build']);
const e2eStatus =
  buildStatus === 0 ? run(bin('playwright'), ['test', '-c', 'apps/storefront/playwright.config.ts']) : 1;

const unit = vitestReport.safeParse(readJson(path.join(results, 'vitest.json')));
const e2e = playwrightReport.safeParse(readJson(path.join(results, 'e2e.json')));
const passed =
  (unit.success ? unit.data.numPassedTests : 0) +
  (e2e.success ? e2e.data.stats.expected + e2e.data.stats.flaky : 0);
const failed = (unit.success ? unit.data.numFailedTests : 0) + (e2e.success ? e2e.data.stats.unexpected : 0);
const skipped =
  (unit.success ? unit.data.numPendingTests + unit.data.numTodoTests : 0) +
  (e2e.success ? e2e.data.stats.skipped : 0);
const broken = unitStatus !== 0 || buildStatus !== 0 || e2eStatus !== 0 || !unit.success || !e2e.success;

console.log('');
if (broken && failed === 0)
  console.log('A test runner or the build failed before reporting failures (see above).');
console.log(
  `Tests: ${passed} passed, ${failed + (broken && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`,
);
process.exit(broken ? 1 : 0);
