/**
 * `npm run lighthouse` (also `npm run bench:lighthouse`): Lighthouse (the npm package, its default
 * mobile profile, headless Chromium from CHROME_PATH or /usr/bin/chromium) several times against a
 * production build for one page of each type in German, printing the median score of each category
 * and the median LCP, TBT and CLS per page, then the opportunities of the last run of each page that
 * keep its performance below 100. It starts the shop itself (commerce on an empty PGlite, seeded, and
 * the storefront of the last `npm run build`), as bench/pages-bench.ts does.
 *
 * Needs `npm run build`. Options: --runs 5 --products 2160 --pages home,product (names below) --port 24200
 * --cpu-slowdown 4 (Lighthouse's default) or `calibrated`: the host's benchmarkIndex, measured in three
 * runs before the others, divided by that of the phone Lighthouse's 4× means (cpu-slowdown.ts), so that
 * hosts of different speed emulate the same phone (decision 0090).
 * The figures vary by several points from run to run on a loaded machine: quote medians only.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { z } from 'zod';
import { BenchProcesses } from './bench-processes.ts';
import { calibratedSlowdown, emulatedPhoneIndex } from './cpu-slowdown.ts';
import { median } from './median.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    products: { type: 'string', default: '2160' },
    pages: { type: 'string' },
    // Two ports from here on (commerce, storefront), so parallel runs on one machine do not collide.
    port: { type: 'string', default: '24200' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
const slowdownOption = z
  .union([z.literal('calibrated'), z.coerce.number().positive()])
  .parse(values['cpu-slowdown']);
const runs = Number(values.runs);
const root = path.resolve(import.meta.dirname, '../../..');
const ports = { commerce: Number(values.port), storefront: Number(values.port) + 1 };
const base = `http://127.0.0.1:${ports.storefront}`;
const processes = new BenchProcesses();
const start = processes.start.bind(processes);
const waitFor = processes.waitFor.bind(processes);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The first link of the home page (or `from`) whose path starts with `prefix`: real handles of the seed. */
async function firstLink(prefix: string, from = '/de'): Promise<string> {
  const html = await (await fetch(`${base}${from}`)).text();
  const escaped = prefix.replace(/[/]/g, '\\/');
  const match = new RegExp(`href="(${escaped}[^"?#]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`no link to ${prefix}… on ${from}`);
  return match[1];
}

const auditSchema = z.object({
  id: z.string(),
  title: z.string(),
  score: z.number().nullable().optional(),
  numericValue: z.number().optional(),
  displayValue: z.string().optional(),
  details: z.object({ type: z.string(), overallSavingsMs: z.number().optional() }).loose().optional(),
});
const reportSchema = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
  audits: z.record(z.string(), auditSchema),
  // Lighthouse's own measure of the host CPU (higher is faster); its 4x mobile slowdown assumes a fast host.
  environment: z.object({ benchmarkIndex: z.number() }).loose(),
});
type Report = z.infer<typeof reportSchema>;

const run = promisify(execFile);

/** One Lighthouse run; a run Chromium's trace spoils (NO_NAVSTART under load) is tried again, twice. */
async function lighthouse(url: string, outDir: string, slowdown: number, attempt = 1): Promise<Report> {
  try {
    return await lighthouseOnce(url, outDir, slowdown);
  } catch (error) {
    if (attempt >= 3) throw error;
    process.stderr.write(`\n${url}: run failed, again (${String(error).split('\n')[1] ?? error})\n`);
    return lighthouse(url, outDir, slowdown, attempt + 1);
  }
}

async function lighthouseOnce(url: string, outDir: string, slowdown: number): Promise<Report> {
  const output = path.join(outDir, 'report.json');
  await run(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return reportSchema.parse(JSON.parse(readFileSync(output, 'utf8')));
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Audits that cost performance points or name savings, as Lighthouse lists them as opportunities. */
function holdingBack(report: Report): string[] {
  return Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score !== undefined && audit.score < 0.9)
    .filter((audit) => audit.details?.type === 'opportunity' || audit.details?.overallSavingsMs !== undefined)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/** Failed audits of the other categories (score below 1, not informative). */
function failed(report: Report): string[] {
  return Object.values(report.audits)
    .filter((audit) => audit.score === 0 && audit.details?.type !== 'opportunity')
    .map((audit) => audit.title);
}

const outDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));

/** The slowdown for this host: three runs of `url` measure its benchmarkIndex (cpu-slowdown.ts). */
async function calibrate(url: string): Promise<{ slowdown: number; calibration: string }> {
  await fetch(url);
  const indexes: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    indexes.push((await lighthouse(url, outDir, 4)).environment.benchmarkIndex);
    process.stderr.write('c');
  }
  const slowdown = Number(calibratedSlowdown(median(indexes)).toFixed(2));
  const calibration = `, calibrated from benchmarkIndex ${indexes.map((i) => i.toFixed(0)).join(', ')}`;
  process.stderr.write(`\nCPU slowdown ${slowdown}×${calibration}\n`);
  return { slowdown, calibration };
}

try {
  start(process.execPath, ['src/main.ts'], path.join(root, 'apps/commerce'), {
    COMMERCE_PORT: String(ports.commerce),
    COMMERCE_PUBLIC_URL: `http://127.0.0.1:${ports.commerce}`,
    PGLITE_DIR: path.join(outDir, 'pglite'),
    SEED_PRODUCTS: values.products,
  });
  await waitFor(`http://127.0.0.1:${ports.commerce}/health/ready`);
  start(process.execPath, ['server.ts'], path.join(root, 'apps/storefront'), {
    COMMERCE_API_URL: `http://127.0.0.1:${ports.commerce}`,
    STOREFRONT_PORT: String(ports.storefront),
    STOREFRONT_PUBLIC_URL: base,
    NODE_ENV: 'production',
  });
  await waitFor(`${base}/health/ready`);

  const articleIndex = '/de/a';
  const allPages: Record<string, string> = {
    home: '/de',
    collection: await firstLink('/de/c/'),
    product: await firstLink('/de/p/'),
    'content page': await firstLink('/de/e/'),
    article: await firstLink('/de/a/', articleIndex),
    cart: '/de/cart',
    search: '/de/search?q=kaffee',
  };
  const wanted = values.pages?.split(',').map((name) => name.trim());
  const pages = Object.entries(allPages).filter(([name]) => !wanted || wanted.includes(name));

  const { slowdown, calibration } =
    slowdownOption === 'calibrated'
      ? await calibrate(`${base}${allPages.home}`)
      : { slowdown: slowdownOption, calibration: '' };

  const rows: string[] = [];
  const notes: string[] = [];
  const benchmarkIndexes: number[] = [];
  for (const [name, pagePath] of pages) {
    const url = `${base}${pagePath}`;
    await fetch(url); // the page cache holds it now, as it would for a visitor
    const reports: Report[] = [];
    for (let index = 0; index < runs; index += 1) {
      const report = await lighthouse(url, outDir, slowdown);
      reports.push(report);
      benchmarkIndexes.push(report.environment.benchmarkIndex);
      process.stderr.write('.');
    }
    const score = (category: string) =>
      median(reports.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100)));
    const metric = (id: string) =>
      median(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN));
    const lcp = (metric('largest-contentful-paint') / 1000).toFixed(2);
    const tbt = metric('total-blocking-time').toFixed(0);
    const cls = metric('cumulative-layout-shift').toFixed(3);
    const row = `${name.padEnd(13)} ${categories.map((c) => String(score(c)).padStart(5)).join(' ')}  ${`${lcp} s`.padStart(7)} ${`${tbt} ms`.padStart(7)} ${cls.padStart(6)}  ${pagePath}`;
    rows.push(row);
    process.stderr.write(`\n${row}\n`);
    const last = reports.at(-1);
    if (last) {
      const reasons = [...holdingBack(last), ...failed(last)];
      notes.push(`${name}: ${reasons.length > 0 ? reasons.join('; ') : 'nothing listed'}`);
      process.stderr.write(`${notes.at(-1)}\n`);
    }
  }
  process.stderr.write('\n');
  console.log(`Lighthouse mobile, median of ${runs} runs per page (${chromePath})`);
  console.log(`CPU slowdown ${slowdown}×${calibration}`);
  console.log(
    `Host CPU as Lighthouse measures it (benchmarkIndex): median ${median(benchmarkIndexes).toFixed(0)}, range ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}`,
  );
  // The phone these runs emulated: a host that changed speed since the calibration emulated another.
  console.log(
    `Emulated phone (median benchmarkIndex / slowdown): ${(median(benchmarkIndexes) / slowdown).toFixed(0)}, Lighthouse's 4× on a host of 1,533: ${emulatedPhoneIndex.toFixed(0)}`,
  );
  console.log(`${'page'.padEnd(13)}  perf  a11y    bp   seo      LCP     TBT    CLS`);
  for (const row of rows) console.log(row);
  console.log('\nWhat Lighthouse lists against each page (its last run):');
  for (const note of notes) console.log(`- ${note}`);
} finally {
  await processes.stopAll();
  rmSync(outDir, { recursive: true, force: true });
}
