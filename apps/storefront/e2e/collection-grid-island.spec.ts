import { expect, type Page } from '@playwright/test';
import { badge, dataLayerEvents, enhanced } from './cart-helpers.ts';
import { ascending, cardPrices, collectionTexts, darkRoast, settled, slow } from './collection-helpers.ts';
import { isSameDocument, markDocument, reactOwned } from './page-probes.ts';
import { test } from './visitor.ts';

// The cards of a list are not hydrated on the first load (catalog/static-island.ts); the grid's own
// handlers serve them (catalog/card-events.ts). These tests hold what a visitor and analytics see of
// such cards, and that a changed list shows React's cards of the new products.
test.describe.configure({ timeout: 90_000 });

const collection = '/de/c/kaffee-espresso';

/** How many of the grid's cards React owns (page-probes.ts). */
const reactOwnedCards = (page: Page) => reactOwned(page.getByTestId('product-card'));

/** Errors the page writes to the console (a hydration mismatch is one) or throws. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** `add_to_cart` follows the cart's answer, after the badge's optimistic count. */
async function expectAddToCart(page: Page, title: string) {
  await expect
    .poll(async () => {
      const [added] = (await dataLayerEvents(page, 'add_to_cart')) as ItemEvent[];
      return added?.ecommerce.items.map((item) => item.item_name);
    }, slow)
    .toEqual([title]);
}

type ItemEvent = { ecommerce: { items: { item_id: string; item_name: string; index?: number }[] } };

test('a card of the first load, not hydrated, adds to the cart in the background', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto(collection);
  await enhanced(page);
  expect(await reactOwnedCards(page)).toBe(0);
  await markDocument(page);

  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('add-to-cart') })
    .nth(3);
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByTestId('add-to-cart').click();

  await expect(badge(page)).toHaveText('1', slow);
  // The minicart shows the product at once (the optimistic item built from the card's data).
  const minicart = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(minicart.getByTestId('cart-line-title')).toHaveText(title, slow);
  expect(await isSameDocument(page)).toBe(true);
  expect(page.url()).toMatch(/\/de\/c\/kaffee-espresso$/);
  await expectAddToCart(page, title);
  expect(errors).toEqual([]);
});

test('a click on a card of the first load reports select_item with its position and navigates in the app', async ({
  page,
}) => {
  await page.goto(collection);
  await enhanced(page);
  expect(await reactOwnedCards(page)).toBe(0);
  await markDocument(page);

  const card = page.getByTestId('product-card').nth(5);
  const handle = await card.getAttribute('data-product-handle');
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(new RegExp(`/de/p/${handle}`), slow);
  const selected = (await dataLayerEvents(page, 'select_item')) as ItemEvent[];
  expect(selected).toHaveLength(1);
  expect(selected[0]?.ecommerce.items).toEqual([
    expect.objectContaining({ item_name: title.replaceAll('\u00ad', ''), index: 5 }),
  ]);
  expect(await isSameDocument(page)).toBe(true);
});

test('after sorting, the grid shows React cards of the new order that add to the cart and report their position', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto(collection);
  await enhanced(page);
  const before = await cardPrices(page);
  expect(ascending(before)).toBe(false);
  await markDocument(page);

  await page.getByTestId('sort-select').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/, slow);
  await settled(page);
  await expect.poll(async () => ascending(await cardPrices(page)), slow).toBe(true);
  expect(await cardPrices(page)).toHaveLength(250);
  // Every card is React's now: none is left over from the first load's markup.
  expect(await reactOwnedCards(page)).toBe(250);
  // Their badges still show their pictures, which the grid defines (certification-backgrounds.ts).
  const badgePicture = await page
    .getByTestId('product-card')
    .getByRole('list', { name: 'Zertifizierungen' })
    .getByRole('img')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(badgePicture).toMatch(/\/images\/certifications\/.*width=(28|56)&height=(28|56)/);

  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('add-to-cart') })
    .first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByTestId('add-to-cart').click();
  await expect(badge(page)).toHaveText('1', slow);
  await expectAddToCart(page, title);

  const second = page.getByTestId('product-card').nth(1);
  const name = (await second.getByRole('heading').textContent())?.trim() ?? '';
  const handle = await second.getAttribute('data-product-handle');
  await second.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/de/p/${handle}`), slow);
  const selected = (await dataLayerEvents(page, 'select_item')) as ItemEvent[];
  expect(selected.at(-1)?.ecommerce.items).toEqual([
    expect.objectContaining({ item_name: name.replaceAll('\u00ad', ''), index: 1 }),
  ]);
  expect(await isSameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

/** The grid's cards as a canonical text: elements with their attributes sorted, text, no comments. */
function cardTree(page: Page): Promise<string[]> {
  return page.getByTestId('product-grid').evaluate((grid) => {
    const canonical = (node: Node): string => {
      if (node instanceof Element) {
        // A style as the browser reads it: React sets a client render's styles property by property.
        const value = (a: Attr) =>
          a.name === 'style' && node instanceof HTMLElement ? node.style.cssText : a.value;
        const attributes = [...node.attributes]
          .filter((a) => value(a) !== '')
          .map((a) => `${a.name}="${value(a)}"`)
          .sort();
        return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
      }
      return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '';
    };
    return [...grid.children].map(canonical);
  });
}

test("the server's cards of a first load are the markup React renders for the same list", async ({
  page,
}) => {
  // The server writes a first load's cards as strings (catalog/card-markup.ts); after a client
  // navigation React renders them. A visitor, a screen reader and the tests must find the same cards.
  await page.goto(`${collection}?sort=price_asc`);
  await enhanced(page);
  expect(await reactOwnedCards(page)).toBe(0);
  const server = await cardTree(page);
  expect(server).toHaveLength(250);

  await page.getByTestId('sort-select').selectOption('topseller');
  await expect(page).not.toHaveURL(/sort=price_asc/, slow);
  await settled(page);
  await page.getByTestId('sort-select').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/, slow);
  await settled(page);
  // The URL and the busy state may change before React has put the sorted list in; the top-seller
  // list's cards are React's already, so wait for the order itself.
  await expect.poll(async () => ascending(await cardPrices(page)), slow).toBe(true);
  await expect.poll(() => reactOwnedCards(page), slow).toBe(250);
  const react = await cardTree(page);
  expect(react).toHaveLength(250);
  for (const [index, card] of server.entries()) expect(react[index], `card ${index}`).toBe(card);
});

test("the filter values of a first load are the server's markup, and a checked value filters the list in the app, checked in the new list (de)", async ({
  page,
  isMobile,
}) => {
  const errors = pageErrors(page);
  await page.goto(collection);
  await enhanced(page);
  // Not hydrated (shell/kept-markup.tsx): no checkbox of a value list carries a React fiber.
  const values = page.locator('details[data-filter] fieldset ul input[type="checkbox"]');
  expect(await values.count()).toBeGreaterThan(10);
  const owned = () => reactOwned(values);
  expect(await owned()).toBe(0);
  await markDocument(page);
  const dark = await darkRoast(page, collectionTexts.de.dark, isMobile);
  await dark.checkbox.check();
  await expect(page).toHaveURL(/taste\.roast=dark/, slow);
  await settled(page);
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(dark.count, 250), slow);
  // The list of the new answer is React's, and shows the value as chosen.
  const roast = page.locator('details[data-filter="filter.p.m.taste.roast"]');
  await expect(
    roast
      .locator('label')
      .filter({ hasText: /^dunkel\b/ })
      .getByRole('checkbox'),
  ).toBeChecked();
  expect(await owned()).toBeGreaterThan(0);
  expect(await isSameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

// lazy-cards.ts: a phone renders the last 8 cards of a long list at once, a wide screen the last 30.
for (const { viewport, renderedTail } of [
  { viewport: { width: 390, height: 844 }, renderedTail: 8 },
  { viewport: { width: 1280, height: 800 }, renderedTail: 30 },
]) {
  test(`a jump to the pagination of a long list lands among real cards and stays where it landed (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(collection);
    const cards = page.locator('[data-testid="product-grid"] > li');
    const count = await cards.count();
    expect(count).toBeGreaterThan(100);
    const skipped = (index: number) =>
      cards
        .nth(index)
        .evaluate((li) => li.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false);
    // The card before the rendered tail waits until scrolled near; the tail is there from the start.
    expect(await skipped(count - renderedTail - 1)).toBe(true);
    expect(await skipped(count - renderedTail)).toBe(false);

    const pagination = page.getByRole('navigation', { name: 'Seiten' });
    await pagination.evaluate((nav) => nav.scrollIntoView({ block: 'end' }));
    const positions: number[] = [];
    for (let frame = 0; frame < 8; frame++) {
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const box = await pagination.boundingBox();
      positions.push(Math.round((box?.y ?? Number.NaN) + (box?.height ?? 0)));
    }
    // The pagination's foot stays at the window's foot, where the jump put it (within a rounded pixel).
    expect(
      positions.filter((foot) => Math.abs(foot - viewport.height) > 1),
      positions.join(' '),
    ).toEqual([]);
  });
}
