/**
 * The whole test suite, as the README promises: the production build, unit and integration tests
 * (Vitest, against PGlite and, when reachable, PostgreSQL), the end-to-end tests in Chromium
 * (Playwright): the mobile project against the shop as `npm start` runs it, the desktop project
 * against the cluster (2 storefront + 2 commerce processes on PostgreSQL behind nginx, decision 0071).
 * Without PostgreSQL, or with TEST_CLUSTER=0, both projects run against the single shop. Ends with
 * one line of totals over all runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { commercePortFor, storefrontPortFor } from '../apps/storefront/e2e/e2e-ports.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
// The cluster run's ports and database (playwright.config.ts names the database after the storefront
// port), picked here so that the database can be dropped afterwards.
const clusterServer = 'postgresql://postgres@127.0.0.1:5432/postgres';
const clusterPort = Number(process.env.E2E_CLUSTER_STOREFRONT_PORT ?? storefrontPortFor(process.pid));
const clusterDatabase = `shop_e2e_${clusterPort}`;

function run(command: string, args: string[], cwd = root, env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

let aptUpdated = false;
/** Installs a Debian package when the program it provides is missing (as root, or with sudo). */
function ensureDebianPackage(program: string, pkg: string): void {
  if (existsSync(program)) return;
  const apt = (args: string[]) =>
    process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args]);
  if (!aptUpdated) apt(['update', '-qq']);
  aptUpdated = true;
  apt(['install', '-y', '-qq', pkg]);
  if (!existsSync(program)) throw new Error(`${program} is missing and ${pkg} could not be installed`);
}

/** The cluster run needs the PostgreSQL server the database tests use too. */
async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: clusterServer, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterServer });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
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
ensureDebianPackage(chromium, 'chromium');

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
// The build first: the storefront fuzz in the Vitest run drives the production build, which must be
// this checkout's, not an older one left in build/.
const buildStatus = run('npm', ['run', 'build']);
const unitStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${results}/vitest.json`,
]);

// Each viewport runs once: desktop against 2 + 2 processes behind nginx, mobile against the single
// shop, which also keeps the desktop specs that start shops of their own (decision 0071).
const clusterWanted = process.env.TEST_CLUSTER !== '0';
if (clusterWanted && buildStatus === 0) ensureDebianPackage(nginx, 'nginx-light');
const clusterRuns = clusterWanted && buildStatus === 0 && (await postgresReachable());
if (!clusterWanted) console.log('\nTEST_CLUSTER=0: both projects run against the single shop.');
else if (buildStatus === 0 && !clusterRuns) {
  console.log(
    `\nThe cluster run needs PostgreSQL at ${clusterServer}: both projects run against the single shop.`,
  );
}
const e2eStatus =
  buildStatus === 0
    ? run(
        bin('playwright'),
        ['test', '-c', 'apps/storefront/playwright.config.ts'],
        root,
        clusterRuns ? { E2E_DESKTOP_OWN_SHOPS_ONLY: '1' } : {},
      )
    : 1;
const clusterStatus = clusterRuns
  ? run(
      bin('playwright'),
      ['test', '-c', 'apps/storefront/playwright.config.ts', '--project=desktop'],
      root,
      {
        E2E_CLUSTER: '1',
        E2E_STOREFRONT_PORT: String(clusterPort),
        E2E_COMMERCE_PORT: String(commercePortFor(clusterPort)),
      },
    )
  : 0;
if (clusterRuns) await dropDatabase(clusterDatabase).catch(() => undefined);

const unit = vitestReport.safeParse(readJson(path.join(results, 'vitest.json')));
const e2eRuns = [
  playwrightReport.safeParse(readJson(path.join(results, 'e2e.json'))),
  ...(clusterRuns ? [playwrightReport.safeParse(readJson(path.join(results, 'e2e-cluster.json')))] : []),
];
const noStats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
const e2eStats = e2eRuns.map((report) => (report.success ? report.data.stats : noStats));
const sum = (pick: (stats: (typeof e2eStats)[number]) => number) =>
  e2eStats.reduce((total, stats) => total + pick(stats), 0);
const passed = (unit.success ? unit.data.numPassedTests : 0) + sum((s) => s.expected + s.flaky);
const failed = (unit.success ? unit.data.numFailedTests : 0) + sum((s) => s.unexpected);
const skipped =
  (unit.success ? unit.data.numPendingTests + unit.data.numTodoTests : 0) + sum((s) => s.skipped);
const broken =
  unitStatus !== 0 ||
  buildStatus !== 0 ||
  e2eStatus !== 0 ||
  clusterStatus !== 0 ||
  !unit.success ||
  e2eRuns.some((report) => !report.success);

console.log('');
const [single, cluster] = e2eRuns;
const part = (name: string, report: (typeof e2eRuns)[number] | undefined) => {
  if (!report) return `${name} not run`;
  if (!report.success) return `${name}: no report`;
  const s = report.data.stats;
  return `${name} ${s.expected + s.flaky} passed, ${s.unexpected} failed, ${s.skipped} skipped`;
};
console.log(
  `Vitest ${unit.success ? `${unit.data.numPassedTests} passed, ${unit.data.numFailedTests} failed` : 'no report'}; ` +
    `${part(clusterRuns ? 'end-to-end (mobile, and desktop specs with shops of their own)' : 'end-to-end', single)}; ` +
    `${part('end-to-end on the cluster (desktop)', cluster)}`,
);
if (broken && failed === 0)
  console.log('A test runner or the build failed before reporting failures (see above).');
// The last line keeps its shape; it counts all runs above, the cluster run included.
console.log(
  `Tests: ${passed} passed, ${failed + (broken && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`,
);
process.exit(broken ? 1 : 0);
