import { expect } from '@playwright/test';
import { test } from './visitor.ts';

// Playwright's trace snapshots read every element's scroll position, which styles the cards a long list
// skips rendering and so starts their background pictures: a visitor's browser does no such thing.
test.use({ trace: 'off' });

test('a card far down a 250-card list loads its picture only when scrolled near (desktop and phone)', async ({
  page,
}) => {
  // Another card on each width, each in a tab of its own: the first one's picture is in the cache by then.
  // One with an add-to-cart button, one without: a card holding a form was styled as the parse ended,
  // which asked for its background at once (decision 0092).
  for (const [width, index, withButton] of [
    [1280, 10, true],
    [390, 80, false],
  ] as const) {
    const tab = await page.context().newPage();
    const requested: string[] = [];
    tab.on('request', (request) => {
      if (request.url().includes('/images/products/')) requested.push(request.url());
    });
    await tab.setViewportSize({ width, height: 800 });
    await tab.goto('/de/c/kaffee-espresso');
    // A card whose picture no other card shows (a product's variants share one).
    const position = await tab.getByTestId('product-card').evaluateAll(
      (cards, [nth, button]) => {
        const own = cards.flatMap((card, position) => {
          const url = /url\("([^"?]+)/.exec(
            card.querySelector(':scope > div')?.getAttribute('style') ?? '',
          )?.[1];
          const shared = cards.filter((other) => url && other.outerHTML.includes(url)).length;
          const hasButton = card.querySelector('[data-testid="add-to-cart"]') !== null;
          return url && hasButton === button && shared === 1 ? [position] : [];
        });
        return own[nth] ?? -1;
      },
      [index, withButton] as const,
    );
    expect(position).toBeGreaterThan(40);
    const card = tab.getByTestId('product-card').nth(position);
    const picture = card.locator(':scope > div').first();
    const style = (await picture.getAttribute('style')) ?? '';
    // Its picture, at 1x and 2x, as the image box's background (no <img> of its own).
    const urls = [...style.matchAll(/url\("([^"]+)"\)/g)].map(([, url]) => url ?? '');
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/width=240&height=240$/);
    await expect(card.locator('img')).toHaveCount(0);
    await tab.waitForLoadState('load');
    expect(requested.filter((url) => urls.includes(url))).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    // 1x or 2x, as the screen's density asks.
    await expect.poll(() => requested.some((url) => urls.includes(url))).toBe(true);
    expect((await picture.boundingBox())?.height).toBeGreaterThan(100);
    await tab.close();
  }
});

test('certification badges on cards are images named by their certification, loaded from the image host', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/images/certifications/') && response.ok()) loaded.push(response.url());
  });
  await page.goto('/de/c/kaffee-espresso');
  const badges = page.getByRole('list', { name: 'Zertifizierungen' }).first().getByRole('img');
  const badge = badges.first();
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAccessibleName(/\S/);
  const box = await badge.boundingBox();
  expect(box?.width).toBe(28);
  const image = await badge.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(image).toMatch(/width=(28|56)&height=(28|56)/);
  await expect.poll(() => loaded.some((url) => image.includes(url))).toBe(true);
});
