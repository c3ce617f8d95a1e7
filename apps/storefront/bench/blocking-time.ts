/**
 * `npm run bench:blocking -- --bases http://127.0.0.1:24301,http://127.0.0.1:24302 --pages /de/c/kaffee-espresso`:
 * the main thread's blocking time of a first load, measured by the page itself, for builds side by side:
 * until the visitor's first interaction, and from it on, when the app's scripts start (a mouse move
 * 1.5 s after `load`, decision 0097), with the time from that move until the page is hydrated.
 *
 * Lighthouse's TBT comes from its own trace, whose instrumentation lengthens layout and script several
 * fold, and from a simulation on top; single runs of one build ranged over 48–252 ms here (decision
 * 0083). This loads each page in Chromium (CHROME_PATH or /usr/bin/chromium) with Lighthouse's 4× CPU
 * slowdown and a phone's viewport, without a trace, and sums the `blockingDuration` of the long
 * animation frames that end after the first contentful paint (rendering counted, which the Long Tasks
 * API leaves out). The bases are loaded in turn, run after run, so a busy moment of the machine falls
 * on all of them alike; it prints medians. Start the shops to compare first (each on its own port,
 * one commerce service may serve them all). Decision 0088 used it.
 *
 * Options: --bases (comma-separated) --pages (comma-separated paths, default /de) --runs 10
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { z } from 'zod';
import { median } from './median.ts';

const { values } = parseArgs({
  options: {
    bases: { type: 'string' },
    pages: { type: 'string', default: '/de' },
    runs: { type: 'string', default: '10' },
  },
});
const bases = (values.bases ?? '').split(',').filter(Boolean);
if (bases.length === 0) throw new Error('--bases http://host:port[,http://host:port…] is required');
const pages = values.pages.split(',').filter(Boolean);
const runs = z.coerce.number().int().positive().parse(values.runs);

const loadSchema = z.object({
  frames: z.array(z.object({ start: z.number(), duration: z.number(), blocking: z.number() })),
  fcp: z.number(),
  lcp: z.number(),
  cls: z.number(),
});
type Load = {
  blocking: number;
  fcp: number;
  lcp: number;
  cls: number;
  appBlocking: number;
  hydrated: number;
};

/** Installed before the page's first byte: buffered observers the measurement reads after the load. */
function observe() {
  const record = { frames: [] as { start: number; duration: number; blocking: number }[], lcp: 0, cls: 0 };
  Object.assign(window, { __blocking: record });
  const watch = (type: string, take: (entry: PerformanceEntry) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
  watch('long-animation-frame', (entry) => {
    const blocking =
      'blockingDuration' in entry && typeof entry.blockingDuration === 'number' ? entry.blockingDuration : 0;
    record.frames.push({ start: entry.startTime, duration: entry.duration, blocking });
  });
  watch('largest-contentful-paint', (entry) => {
    record.lcp = entry.startTime;
  });
  watch('layout-shift', (entry) => {
    if (
      'hadRecentInput' in entry &&
      !entry.hadRecentInput &&
      'value' in entry &&
      typeof entry.value === 'number'
    ) {
      record.cls += entry.value;
    }
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-sandbox'],
});

async function load(url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    // The visitor's first move starts the app (boot/app-boot-script.tsx); the footer's language menu
    // marks the hydration's commit.
    const movedAt = await page.evaluate(() => performance.now());
    await page.mouse.move(40, 300);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="language-switcher"]')?.parentElement?.dataset.enhanced ===
        'true',
      undefined,
      { timeout: 60_000 },
    );
    const hydratedAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(3000);
    const raw = await page.evaluate(() => {
      const record = Reflect.get(window, '__blocking');
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { ...record, fcp };
    });
    const measured = loadSchema.parse(raw);
    const sum = (frames: typeof measured.frames) =>
      frames.reduce((total, frame) => total + frame.blocking, 0);
    const blocking = sum(
      measured.frames.filter(
        (frame) => frame.start + frame.duration >= measured.fcp && frame.start < movedAt,
      ),
    );
    const appBlocking = sum(measured.frames.filter((frame) => frame.start >= movedAt));
    return {
      blocking,
      fcp: measured.fcp,
      lcp: measured.lcp,
      cls: measured.cls,
      appBlocking,
      hydrated: hydratedAt - movedAt,
    };
  } finally {
    await context.close();
  }
}

try {
  for (const pagePath of pages) {
    const loads = new Map<string, Load[]>(bases.map((base) => [base, []]));
    for (let run = 0; run < runs; run++) {
      for (const base of bases) loads.get(base)?.push(await load(`${base}${pagePath}`));
      process.stderr.write('.');
    }
    process.stderr.write('\n');
    console.log(`${pagePath}: ${runs} alternating loads per base, 4x CPU slowdown, 412 x 823 px, medians`);
    for (const [base, measured] of loads) {
      const of = (key: keyof Load) => median(measured.map((one) => one[key]));
      const all = measured.map((one) => Math.round(one.blocking)).join(' ');
      console.log(
        `  ${base.padEnd(24)} blocking ${of('blocking').toFixed(0).padStart(4)} ms  FCP ${of('fcp').toFixed(0)} ms  LCP ${of('lcp').toFixed(0)} ms  CLS ${of('cls').toFixed(3)}  (each: ${all})`,
      );
      console.log(
        `  ${''.padEnd(24)} from the first move: blocking ${of('appBlocking').toFixed(0).padStart(4)} ms, hydrated after ${of('hydrated').toFixed(0)} ms`,
      );
    }
  }
} finally {
  await browser.close();
}
