/**
 * Early taps on the phone menu (decisions 0070, 0079), against running shops given by URL, each in
 * turn, so that two builds can be compared side by side on one machine:
 *   node apps/storefront/bench/early-tap-bench.ts --runs 6 http://localhost:27002 http://localhost:27000
 * Per shop and run, in a fresh 390 px touch context at 4× CPU throttling (CDP):
 * - the entry module held back 1.5 s (a slow phone network), the menu button tapped as soon as it is
 *   visible: is the menu open within 8 s?
 * - after hydration: the JavaScript and CSS bytes (as sent) fetched when the menu is opened.
 * Prints one line per shop. The first touch also loads the consent tool (its banner comes after the
 * tap and under the drawer's top layer), in every build alike.
 */
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium } from 'playwright-core';
import { median } from './median.ts';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '6' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (positionals.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: early-tap-bench.ts [--runs 6] <shop URL>…');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const entryModule = /\/entry\.client-[\w-]+\.js$/;

async function earlyTapOpens(base: string): Promise<boolean> {
  const context: BrowserContext = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.route(entryModule, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${base}/de`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    await button.tap({ timeout: 10_000 });
    return await page
      .getByRole('dialog', { name: 'Menü' })
      .waitFor({ state: 'visible', timeout: 8000 })
      .then(() => true)
      .catch(() => false);
  } finally {
    await context.close();
  }
}

async function bytesOnOpen(base: string): Promise<number> {
  const context: BrowserContext = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/de`);
    // The app's scripts start on the visitor's first interaction (decision 0097): a scroll here.
    await page.mouse.wheel(0, 100);
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await page.waitForTimeout(1500);
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (!/\.(js|css)$/.test(new URL(response.url()).pathname)) return;
      sizes.push(
        response
          .request()
          .sizes()
          .then((size) => size.responseBodySize)
          .catch(() => 0),
      );
    });
    await page.getByRole('button', { name: 'Menü öffnen' }).tap();
    await page.getByRole('dialog', { name: 'Menü' }).waitFor({ state: 'visible' });
    await page.waitForTimeout(1500);
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  } finally {
    await context.close();
  }
}

const results = new Map(positionals.map((base) => [base, { opened: 0, bytes: [] as number[] }]));
for (let run = 0; run < runs; run++) {
  for (const [base, result] of results) {
    if (await earlyTapOpens(base)) result.opened++;
    result.bytes.push(await bytesOnOpen(base));
  }
}
await browser.close();

for (const [base, result] of results) {
  console.log(
    `${base}: early tap opened the menu ${result.opened} of ${runs}; ` +
      `JS+CSS fetched on opening ${(median(result.bytes) / 1000).toFixed(1)} kB (median, as sent)`,
  );
}
