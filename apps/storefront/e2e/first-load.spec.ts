import { expect, type Page } from '@playwright/test';
import { holdRequests } from './held-requests.ts';
import { appRunning } from './page-probes.ts';
import { productWithPricedVariants } from './product-helpers.ts';
import { test } from './visitor.ts';

/**
 * Issue 19's first load (shell/first-load.server.ts, entry.client.tsx, i18n/message-registry.ts). It
 * reaches into React Router's internals (its manifest and criticalCss), so it runs against the pinned
 * version: a React Router upgrade that changes them fails here.
 */

test("the server HTML has the CSS inline, no stylesheet links, and the app's scripts held back: no preloads, an inert module script for entry and routes", async ({
  request,
}) => {
  const html = await (await request.get('/de')).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  const inline = html.match(/<style data-react-router-critical-css[^>]*>([\s\S]*?)<\/style>/);
  expect(inline?.[1]).toContain('--mantine-color-brown-8');
  // Nothing the browser would fetch while it paints (boot/deferred-app-scripts.server.ts).
  expect(html).not.toMatch(/<link[^>]+modulepreload/);
  expect(html).not.toContain('type="module"');
  const inert = /<script type="text\/x-app-module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const imports = [...inert.matchAll(/import(?: \* as \w+ from)? ?\(?"([^"]+)"/g)].map((match) => match[1]);
  // The route manifest (in the page's module graph since routeDiscovery is `initial`, decision 0075),
  // root, the language layout, the home route, then entry.client: no shared chunks.
  expect(imports).toHaveLength(5);
  expect(imports[0]).toMatch(/\/manifest-[\w-]+\.js$/);
  expect(imports[4]).toMatch(/entry\.client-/);
  // The loaders' data as inert blocks, ended by null, not as scripts run while the page is parsed
  // (boot/held-router-data.server.ts); the hydration tests below fail if the app does not read them.
  expect(html).not.toMatch(/streamController\.(?:enqueue|close)\(/);
  const blocks = [
    ...html.matchAll(/<script type="application\/json" data-router-data="">([\s\S]*?)<\/script>/g),
  ];
  expect(blocks.length).toBeGreaterThanOrEqual(2);
  expect(JSON.parse(blocks[0]?.[1] ?? '')).toContain('loaderData');
  expect(blocks.at(-1)?.[1]).toBe('null');
});

test.describe('before the first interaction', () => {
  // The page as it is before the visitor does anything: no move after loading it.
  test.use({ movesAfterLoad: false });

  const firstInteractions: { name: string; act: (page: Page) => Promise<void> }[] = [
    { name: 'a mouse move', act: (page) => page.mouse.move(40, 300) },
    { name: 'a scroll', act: (page) => page.mouse.wheel(0, 400) },
  ];

  for (const { name, act } of firstInteractions) {
    test(`the app's scripts wait for the visitor: none after load, all at once on ${name} (de)`, async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/de');
      // Long enough for a start at `load` or when idle to show (the app's start took < 1 s here).
      await page.waitForTimeout(2_000);
      expect(scripts).toEqual([]);
      expect(await appRunning(page)).toBe(false);
      await act(page);
      await expect.poll(() => appRunning(page), { timeout: 20_000 }).toBe(true);
      expect(scripts.some((url) => /\/assets\/entry\.client-/.test(url))).toBe(true);
    });
  }

  test("a key pressed before the load event starts the app's scripts at once (de)", async ({ page }) => {
    // The cart page's picture (eager: its largest paint) held back, as on a slow network: no `load`
    // yet, and no script until the visitor acts.
    const { release } = await holdRequests(page, '**/assets/newsletter-*.webp');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/de/cart', { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(scripts).toEqual([]);
    await page.keyboard.press('Tab');
    await expect.poll(() => appRunning(page), { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    release();
  });
});

test('a click on a JavaScript-only button before the entry script has run takes effect once the page is hydrated (en)', async ({
  page,
}) => {
  // The entry module held back, as on a slow network: the boot script in the head holds the click.
  const { release } = await holdRequests(page, '**/assets/entry.client-*');
  await page.goto('/en');
  const button = page.getByTestId('language-switcher');
  await button.click();
  expect(await appRunning(page)).toBe(false);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
});

test('the newsletter picture is lazy below the fold, but not on the short cart page, where it is the largest paint', async ({
  request,
}) => {
  const picture = (html: string) => /<img[^>]+newsletter-600[^>]*>/.exec(html)?.[0] ?? '';
  const home = picture(await (await request.get('/de')).text());
  const cart = picture(await (await request.get('/de/cart')).text());
  expect(home).toContain('loading="lazy"');
  expect(cart).not.toBe('');
  expect(cart).not.toContain('loading="lazy"');
});

test('hydration waits for the visitor, fetches no CSS and only the page language texts, and keeps the inline CSS (en)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      Reflect.set(window, 'routerAtLoad', '__reactRouterDataRouter' in window);
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/en');
  await expect.poll(() => appRunning(page)).toBe(true);
  expect(await page.evaluate(() => Reflect.get(window, 'routerAtLoad'))).toBe(false);
  // The consent tool comes after the hydration with a stylesheet of its own (spec section 1); the
  // page's CSS is all inline.
  const consentTool = /consent-runtime/;
  expect(requested.filter((path) => path.endsWith('.css') && !consentTool.test(path))).toEqual([]);
  const texts = requested.filter((path) => path.includes('shop-messages-'));
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatch(/shop-messages-en-/);
  expect(await page.locator('style[data-react-router-critical-css]').count()).toBe(1);
  expect(await page.locator('link[rel="stylesheet"]:not([href*="consent-runtime"])').count()).toBe(0);
  expect(errors).toEqual([]);

  // The page works after hydration: a client-side navigation renders the next page in English.
  await page.locator('a[href^="/en/p/"]').first().click();
  // A product page's data and route module, on a machine shared with other test runs.
  await expect(page).toHaveURL(/\/en\/p\//, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Add to basket', exact: true }).first()).toBeVisible({
    timeout: 20_000,
  });
  // The product route's own CSS, not inlined on the home page, came as a stylesheet link.
  await expect
    .poll(() => page.locator('link[rel="stylesheet"]:not([href*="consent-runtime"])').count())
    .toBeGreaterThan(0);
  expect(errors).toEqual([]);
  // The router knew every route from the first load: no `/__manifest` requests for the page's links,
  // whose answers patched the router during and after hydration (decision 0075).
  expect(requested.filter((path) => path.startsWith('/__manifest'))).toEqual([]);
});

test('a tap on the menu button before the page is hydrated opens the menu, which stays open once it is (en, phones)', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu button shows on small screens; the bar beside it works without JavaScript');
  // The page's texts held back until after the tap, as on a slow network: hydration waits for them.
  const { release } = await holdRequests(page, '**/assets/_shop-messages-*');
  await page.goto('/en');
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  expect(await appRunning(page)).toBe(false);
  // The browser opened the menu (a popover, decision 0079); the hydration must not close it again.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  release();
  await expect.poll(() => appRunning(page), { timeout: 30_000 }).toBe(true);
  await expect(page.locator('nav[data-enhanced]').first()).toBeAttached();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('product, article and cart pages hydrate with their dates and prices as rendered, then load the live stock and the cart badge (de)', async ({
  page,
}) => {
  // The locale's Intl data is loaded before hydrating and the live data after it (decision 0075): what
  // the server rendered must match what the browser renders, or React reports a hydration error here.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const hydrated = () => page.waitForFunction(() => '__reactRouterDataRouter' in window);

  await page.goto('/de/a/espresso-extraktion');
  const published = page.locator('main time').first();
  const date = await published.textContent();
  await hydrated();
  await expect(published).toHaveText(date ?? '');

  const home = await (await page.request.get('/de')).text();
  const product = /href="(\/de\/p\/[^"?#]+)"/.exec(home)?.[1] ?? '';
  const stock = page.waitForResponse((response) => response.url().includes('/api/product-stock'));
  const badge = page.waitForResponse((response) => response.url().includes('/api/cart-summary'));
  await page.goto(product);
  await hydrated();
  expect((await stock).ok()).toBe(true);
  expect((await badge).ok()).toBe(true);
  // The price in the product summary, with its euro sign, is the one the server wrote.
  await expect(page.getByTestId('product-summary')).toContainText('€');

  await page.goto('/de/cart');
  await hydrated();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  expect(errors).toEqual([]);
});

test('hydrating a brand collection, a product and an article makes no Intl number, date or region formatter: a first one loads locale data in one long task (decision 0084)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.defineProperty(window, '__intlMade', { value: made });
    for (const name of ['NumberFormat', 'DateTimeFormat', 'DisplayNames'] as const) {
      const original = Intl[name];
      const counted = new Proxy(original, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          made.push(name);
          return Reflect.apply(target, self, args);
        },
      });
      Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
    }
  });
  const { path: productPath } = await productWithPricedVariants(request, 'de');
  const pages = [
    { path: '/de/c/nordlys-kafferisteri', shows: page.getByTestId('flag-badge') },
    { path: productPath, shows: page.getByTestId('product-summary') },
    { path: '/da/a/milch-aufschaeumen', shows: page.locator('main time').first() },
  ];
  for (const { path, shows } of pages) {
    await page.goto(path);
    await expect(shows).toBeVisible();
    await expect.poll(() => appRunning(page)).toBe(true);
    // The cart badge and stock refresh after hydration format prices too.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => Reflect.get(window, '__intlMade'))).toEqual([]);
  }
  // The Danish article still dates itself in Danish after the hydration.
  await expect(page.locator('main time').first()).toHaveText('Udgivet den 20. maj 2026');
});
