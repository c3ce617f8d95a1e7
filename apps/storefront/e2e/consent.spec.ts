import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';

/**
 * Spec section 1: the consent tool, the consent-tracking call and the tag manager load only after the
 * first focus, mouse move, scroll or touch. The tag manager is a double on another port
 * (tag-manager-double-server.ts), so the CSP's allowance for the configured host is exercised too.
 */

// A first-time visitor: no stored choice (the other specs run as a returning one). No move after each
// page load: the interaction is what these tests are about.
test.use({ storageState: { cookies: [], origins: [] }, movesAfterLoad: false });
test.describe.configure({ timeout: 90_000 });

type Watch = { requests: string[]; cspViolations: () => Promise<string[]> };

async function open(page: Page, path: string): Promise<Watch> {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.blockedURI));
  });
  await page.goto(path);
  // Time for anything that would start at `load` or when idle (the app's scripts start on the first
  // interaction, decision 0097, and the consent tool after them).
  await page.waitForTimeout(1_500);
  return {
    requests,
    cspViolations: () => page.evaluate(() => Reflect.get(window, 'cspViolations') as string[]),
  };
}

const consentCode = /consent-runtime/;
const tagManagerScript = /\/gtm\.js\?id=GTM-E2ETEST/;

async function expectNothingLoaded(page: Page, watch: Watch) {
  expect(watch.requests.filter((url) => consentCode.test(url) || tagManagerScript.test(url))).toEqual([]);
  await expect(page.locator('#cc-main')).toHaveCount(0);
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  expect(
    consentTrail(await page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer ?? [])))),
  ).not.toContain('gtm.js');
}

/**
 * The data layer as the tag manager reads it, reduced to what consent is about: Consent Mode commands
 * (with the analytics signal) and the tag manager's start. Analytics events in between are left out.
 */
function consentTrail(dataLayer: unknown): string[] {
  if (!Array.isArray(dataLayer)) return [];
  return dataLayer.flatMap((entry: Record<string, unknown>) => {
    if (entry[0] === 'consent') {
      const signals = entry[2];
      const signal = (name: string) =>
        typeof signals === 'object' && signals !== null ? String(Reflect.get(signals, name)) : 'none';
      return [`${String(entry[1])}: analytics ${signal('analytics_storage')}, ads ${signal('ad_storage')}`];
    }
    return entry.event === 'gtm.js' ? ['gtm.js'] : [];
  });
}

/** What the tag manager double saw in the data layer when it ran: first entry and the consent trail. */
async function seenByTagManager(page: Page): Promise<{ id: unknown; first: unknown; trail: string[] }> {
  const seen = await page.evaluate(() => JSON.parse(JSON.stringify(Reflect.get(window, 'tagManagerDouble'))));
  return { id: seen.id, first: seen.dataLayerAtLoad[0], trail: consentTrail(seen.dataLayerAtLoad) };
}

/**
 * The visitor's first interaction, repeated as a visitor would until the consent tool has run (its last
 * step loads the tag manager): the page may still be hydrating when the first one happens.
 */
async function interact(page: Page, action: (step: number) => Promise<unknown>) {
  let step = 0;
  await expect(async () => {
    await action(step++);
    expect(await page.evaluate(() => 'tagManagerDouble' in window)).toBe(true);
  }).toPass({ timeout: 30_000 });
}

async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#cc-main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('nothing of consent or tag manager loads before the first interaction; a mouse move or touch loads both (de)', async ({
  page,
}, testInfo) => {
  const watch = await open(page, '/de');
  await expectNothingLoaded(page, watch);

  // Desktop: a mouse move; the phone: a touch on the hero's heading (no link or button there).
  const heading = page.getByRole('heading', { level: 1 });
  await interact(page, (step) =>
    testInfo.project.name === 'mobile'
      ? heading.tap({ position: { x: 5 + step, y: 5 } })
      : page.mouse.move(200 + step, 300),
  );
  const banner = page.getByRole('dialog', { name: 'Cookie-Einwilligung' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Nur notwendige' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/de/e/datenschutz',
  );
  // The tag manager ran (the CSP let its host in) and found Consent Mode's defaults first of all.
  const seen = await seenByTagManager(page);
  expect(seen.id).toBe('GTM-E2ETEST');
  expect(seen.first).toMatchObject({
    0: 'consent',
    1: 'default',
    2: { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied' },
  });
  expect(seen.trail).toEqual(['default: analytics denied, ads denied', 'gtm.js']);
  expect(await watch.cspViolations()).toEqual([]);
  expect(await severeViolations(page)).toEqual([]);
});

test('the choice is recorded and persists: accept all, reload, no banner, consent granted (en)', async ({
  page,
}) => {
  const watch = await open(page, '/en');
  await expectNothingLoaded(page, watch);
  // A scroll is a first interaction too.
  await interact(page, (step) => page.evaluate((y) => window.scrollTo(0, y), 300 + step * 10));
  const banner = page.getByRole('dialog', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/consent'));
  await banner.getByRole('button', { name: 'Accept all' }).click();
  const record = await recorded;
  expect(record.status()).toBe(204);
  expect(record.request().postDataJSON()).toMatchObject({
    kind: 'first',
    categories: ['necessary', 'analytics', 'marketing'],
    language: 'en',
  });
  await expect(banner).toBeHidden();
  const updates = await page.evaluate(() =>
    JSON.parse(JSON.stringify(window.dataLayer ?? [])).filter(
      (entry: Record<string, unknown>) => entry[0] === 'consent' && entry[1] === 'update',
    ),
  );
  expect(updates.at(-1)).toMatchObject({ 2: { analytics_storage: 'granted', ad_storage: 'granted' } });

  await page.reload();
  await interact(page, (step) => page.mouse.move(100 + step, 100));
  // The stored choice reached the data layer before the tag manager, and no banner asks again.
  const seen = await seenByTagManager(page);
  expect(seen.first).toMatchObject({ 0: 'consent', 1: 'default' });
  expect(seen.trail).toEqual([
    'default: analytics denied, ads denied',
    'update: analytics granted, ads granted',
    'gtm.js',
  ]);
  await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toBeHidden();
});

test('the footer link reopens the preferences; the change is recorded (de)', async ({ page }) => {
  await open(page, '/de');
  // Focus, the keyboard visitor's first interaction.
  await interact(page, () => page.keyboard.press('Tab'));
  const banner = page.getByRole('dialog', { name: 'Cookie-Einwilligung' });
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toBeHidden();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
  const preferences = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(preferences).toBeVisible();
  await expect(page).toHaveURL(/\/de$/);
  expect(await severeViolations(page)).toEqual([]);

  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/consent'));
  await preferences.getByRole('checkbox', { name: 'Statistik' }).check();
  await preferences.getByRole('button', { name: 'Auswahl speichern' }).click();
  expect((await recorded).request().postDataJSON()).toMatchObject({
    kind: 'change',
    categories: ['necessary', 'analytics'],
  });
  await expect(preferences).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the footer link leads to the privacy page (de)', async ({ page }) => {
    await page.goto('/de');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await expect(page).toHaveURL(/\/de\/e\/datenschutz#reopenBanner$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Datenschutz');
  });
});

test('the consent-tracking endpoint refuses what is not a consent record', async ({ request }) => {
  const response = await request.post('/api/consent', { data: { kind: 'first', email: 'a@b.de' } });
  expect(response.status()).toBe(400);
});
