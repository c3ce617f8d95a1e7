/**
 * `npm run bench:cart`: add to cart as a visitor feels it — from the click on a product card's
 * "In den Warenkorb" to the header badge showing the new number (the optimistic answer), and to the
 * badge standing on the server's answer (the summary loaded again) — measured in Chromium, p50/p95.
 * Also a burst: ten clicks on "+" on the cart page until the badge and the API agree.
 *
 * Needs `npm run build`. Starts the shop on its own ports with its own embedded database, or measures a
 * running shop with `--url http://localhost:3000`. Options: --runs 30 --url
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '30' }, url: { type: 'string' } },
});
const runs = Number(values.runs);
const root = path.resolve(import.meta.dirname, '../../..');
const ports = { storefront: 24201, commerce: 24202 };
let shop: ChildProcess | undefined;

async function waitFor(url: string, timeoutMs = 600_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (shop && shop.exitCode !== null) throw new Error(`the shop exited with ${shop.exitCode}`);
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function startShop(): Promise<string> {
  const base = `http://localhost:${ports.storefront}`;
  shop = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      STOREFRONT_PORT: String(ports.storefront),
      COMMERCE_PORT: String(ports.commerce),
      COMMERCE_API_URL: `http://localhost:${ports.commerce}`,
      COMMERCE_PUBLIC_URL: `http://localhost:${ports.commerce}`,
      STOREFRONT_ORIGIN: base,
      STOREFRONT_PUBLIC_URL: base,
      PGLITE_DIR: path.join(os.tmpdir(), `bench-cart-pglite-${ports.commerce}`),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/de`);
  return base;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function summary(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
  return `${name.padEnd(44)} p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  (n=${sorted.length})`;
}

/** A single-variant product's search term and handle, so its card has an add-to-cart button. */
async function cardProduct(base: string): Promise<{ title: string; handle: string }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  for (const term of ['Filterröstung', 'Espressoröstung', 'Tasse']) {
    await page.goto(`${base}/de/search?q=${encodeURIComponent(term)}`);
    const card = page.locator('[data-testid="product-card"]:has([data-testid="add-to-cart"])').first();
    if ((await card.count()) > 0) {
      const handle = (await card.getAttribute('data-product-handle')) ?? '';
      const title = (await card.locator('h3, h2').first().textContent()) ?? '';
      await browser.close();
      return { title: title.trim(), handle };
    }
  }
  await browser.close();
  throw new Error('no product card with an add-to-cart button');
}

async function main(): Promise<void> {
  const base = values.url ?? (await startShop());
  const product = await cardProduct(base);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const optimistic: number[] = [];
  const confirmed: number[] = [];
  const bursts: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      // A new visitor each time: the first add also creates the cart.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base}/de/search?q=${encodeURIComponent(product.title)}`);
      // The app's scripts start on the visitor's first interaction (decision 0097).
      await page.mouse.move(2, 2);
      await page.locator('[data-testid="cart-button"][data-enhanced="true"]').first().waitFor();
      // The badge's first summary has been loaded, so the number we wait for is the add's.
      await page
        .waitForResponse((r) => r.url().includes('/api/cart-summary'), { timeout: 5000 })
        .catch(() => undefined);
      const button = page
        .locator(
          `[data-testid="product-card"][data-product-handle="${product.handle}"] [data-testid="add-to-cart"]`,
        )
        .first();
      await button.scrollIntoViewIfNeeded();
      const times = await page.evaluate(
        () =>
          new Promise<{ optimistic: number; confirmed: number }>((resolve, reject) => {
            const badge = () =>
              [...document.querySelectorAll('[data-testid="cart-badge"]')].find(
                (b) => b instanceof HTMLElement && b.offsetParent,
              );
            const target = document.querySelector<HTMLButtonElement>(
              '[data-testid="product-card"] [data-testid="add-to-cart"]',
            );
            if (!target) return reject(new Error('no button'));
            const start = performance.now();
            let optimisticAt = 0;
            const check = () => {
              const shown = badge()?.textContent;
              const busy = document.querySelector('[data-testid="cart-button"][aria-busy="true"]');
              if (shown === '1' && !optimisticAt) optimisticAt = performance.now() - start;
              if (shown === '1' && !busy)
                resolve({ optimistic: optimisticAt, confirmed: performance.now() - start });
              else requestAnimationFrame(check);
            };
            target.click();
            requestAnimationFrame(check);
            setTimeout(() => reject(new Error('the badge did not follow within 30 s')), 30_000);
          }),
      );
      optimistic.push(times.optimistic);
      confirmed.push(times.confirmed);

      if (run < Math.min(10, runs)) {
        await page.goto(`${base}/de/cart`);
        await page.mouse.move(1, 1);
        await page.locator('[data-testid="cart-button"][data-enhanced="true"]').first().waitFor();
        const plus = page.getByTestId('cart-line-increase');
        const started = Date.now();
        for (let i = 0; i < 10; i++) await plus.click({ delay: 0 });
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 60_000 });
        await page.waitForFunction(
          async () => {
            const answer = await fetch('/api/cart-summary?lang=de').then((r) => r.json());
            const badge = [...document.querySelectorAll('[data-testid="cart-badge"]')].find(
              (b) => b instanceof HTMLElement && b.offsetParent,
            );
            return answer.totalQuantity === 11 && badge?.textContent === '11';
          },
          undefined,
          { polling: 100, timeout: 60_000 },
        );
        bursts.push(Date.now() - started);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    if (shop) {
      shop.kill('SIGINT');
      await once(shop, 'exit');
    }
  }
  console.log(`add to cart from a product card, ${runs} new visitors (Chromium, ${os.cpus().length} cores)`);
  console.log(summary('click → badge shows the add', optimistic));
  console.log(summary("click → badge stands on the server's answer", confirmed));
  console.log(summary('10 clicks on "+" → badge and API agree at 11', bursts));
}

await main();
