import { expect, type Page } from '@playwright/test';
import { z } from 'zod';

const commerceApi = `http://localhost:${process.env.E2E_COMMERCE_PORT}/api/2025-01/graphql.json`;

export async function commerce(query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
  const response = await fetch(commerceApi, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'dev-storefront-token',
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

const productNode = z.object({
  title: z.string(),
  handle: z.string(),
  tags: z.array(z.string()),
  isGiftCard: z.boolean(),
  variants: z.object({
    nodes: z.array(
      z.object({
        id: z.string(),
        availableForSale: z.boolean(),
        quantityAvailable: z.number().nullable(),
        price: z.object({ amount: z.string() }),
      }),
    ),
  }),
});
const productFields = `title handle tags isGiftCard
  variants(first: 5) { nodes { id availableForSale quantityAvailable price { amount } } }`;
const productsAnswer = z.object({ data: z.object({ products: z.object({ nodes: z.array(productNode) }) }) });
// Gift cards are few and not among the first products: their collection holds them.
const giftCardsAnswer = z.object({
  data: z.object({ collection: z.object({ products: z.object({ nodes: z.array(productNode) }) }) }),
});

export type TestProduct = {
  title: string;
  handle: string;
  variantId: string;
  priceCents: number;
  singleVariant: boolean;
  /** The stock (null: not tracked). */
  quantityAvailable: number | null;
};

/**
 * Products of the seeded catalogue for the cart's cases, found through the API (no copied ids), with
 * their titles and handles in the page's language.
 */
export async function findProducts(lang = 'de') {
  const answer = productsAnswer.parse(
    await commerce(
      `query($language: LanguageCode!) @inContext(language: $language) {
        products(first: 250) { nodes { ${productFields} } } }`,
      { language: lang.toUpperCase() },
    ),
  );
  const giftCards = giftCardsAnswer.parse(
    await commerce(
      `{ collection(handle: "geschenkgutscheine") { products(first: 5) { nodes { ${productFields} } } } }`,
    ),
  );
  const shippingTags = ['Sonderversand', 'Speditionsversand', 'Elektrische Mühlen'];
  const nodes = [...answer.data.products.nodes, ...giftCards.data.collection.products.nodes];
  const buyable = nodes.flatMap((product) => {
    // A gift card's 50 EUR variant; any other product's first variant.
    const variant = product.isGiftCard
      ? product.variants.nodes.find((v) => v.price.amount.startsWith('50'))
      : product.variants.nodes[0];
    if (!variant?.availableForSale || (variant.quantityAvailable ?? 100) < 20) return [];
    const found: TestProduct = {
      title: product.title,
      handle: product.handle,
      variantId: variant.id,
      priceCents: Math.round(Number(variant.price.amount) * 100),
      singleVariant: product.variants.nodes.length === 1,
      quantityAvailable: variant.quantityAvailable,
    };
    return [{ ...found, tags: product.tags, isGiftCard: product.isGiftCard }];
  });
  const pick = (label: string, test: (p: (typeof buyable)[number]) => boolean): TestProduct => {
    const product = buyable.find(test);
    if (!product) throw new Error(`no ${label} in the catalogue`);
    return product;
  };
  const plain = (p: (typeof buyable)[number]) =>
    !p.isGiftCard && !p.tags.some((t) => shippingTags.includes(t));
  return {
    /** A single-variant coffee between 8 and 20 EUR, added from its card. */
    coffee: pick('coffee', (p) => plain(p) && p.singleVariant && p.priceCents >= 800 && p.priceCents <= 2000),
    machine: pick('freight machine', (p) => p.tags.includes('Speditionsversand')),
    grinder: pick(
      'electric grinder',
      (p) => p.tags.includes('Elektrische Mühlen') && !p.tags.includes('Speditionsversand'),
    ),
    giftCard: pick('gift card', (p) => p.isGiftCard && p.priceCents >= 2500),
  };
}

/** Adds through the cart action as a plain form would (the browser's cookies go with it). */
export async function postToCart(page: Page, lang: string, fields: Record<string, string>): Promise<number> {
  const response = await page.request.post(`/${lang}/cart`, { form: fields, maxRedirects: 0 });
  return response.status();
}

export async function addToCart(page: Page, lang: string, variantId: string, quantity = 1): Promise<void> {
  const status = await postToCart(page, lang, {
    cartAction: 'LinesAdd',
    merchandiseId: variantId,
    quantity: String(quantity),
    redirectTo: `/${lang}/cart`,
  });
  expect(status).toBe(303);
}

const cartAnswer = z.object({
  data: z.object({
    cart: z
      .object({
        checkoutUrl: z.string(),
        totalQuantity: z.number(),
        lines: z.object({ nodes: z.array(z.object({ quantity: z.number() })) }),
      })
      .nullable(),
  }),
});

/** The visitor's cart as the commerce API has it, read with the id in the browser's cookie. */
export async function cartInApi(
  page: Page,
  lang = 'de',
): Promise<{ totalQuantity: number; lines: number[]; checkoutUrl: string } | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'storefront_cart_id');
  if (!cookie) return null;
  const answer = cartAnswer.parse(
    await commerce(
      `query($id: ID!, $language: LanguageCode!) @inContext(language: $language) {
        cart(id: $id) { checkoutUrl totalQuantity lines(first: 50) { nodes { quantity } } } }`,
      { id: decodeURIComponent(cookie.value), language: lang.toUpperCase() },
    ),
  );
  const cart = answer.data.cart;
  return cart
    ? {
        totalQuantity: cart.totalQuantity,
        lines: cart.lines.nodes.map((l) => l.quantity),
        checkoutUrl: cart.checkoutUrl,
      }
    : null;
}

export function badge(page: Page) {
  return page.getByTestId('cart-button').filter({ visible: true }).getByTestId('cart-badge');
}

/** Waits until the page's script runs (the cart button is enhanced). */
export async function enhanced(page: Page): Promise<void> {
  await expect(page.getByTestId('cart-button').filter({ visible: true })).toHaveAttribute(
    'data-enhanced',
    'true',
    {
      timeout: 20_000,
    },
  );
}

/** The GA4 events of the page's data layer with this name. */
export async function dataLayerEvents(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate(
    (event) =>
      (window.dataLayer ?? []).filter(
        (e) => typeof e === 'object' && e !== null && 'event' in e && e.event === event,
      ),
    name,
  );
}

/** "4,90 €" as the page writes it in a language. */
export function euro(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** The cart's quantities in the API, for comparing with what the page shows. */
export async function quantitiesInApi(
  page: Page,
): Promise<{ totalQuantity: number; lines: number[] } | null> {
  const cart = await cartInApi(page);
  return cart ? { totalQuantity: cart.totalQuantity, lines: cart.lines } : null;
}

const createdCart = z.object({
  data: z.object({ cartCreate: z.object({ cart: z.object({ id: z.string() }) }) }),
});

/** A real cart in the commerce service holding `quantity` of the variant; answers its id. */
export async function createCartInApi(variantId: string, quantity: number): Promise<string> {
  const created = createdCart.parse(
    await commerce(
      'mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id } } }',
      { lines: [{ merchandiseId: variantId, quantity }] },
    ),
  );
  return created.data.cartCreate.cart.id;
}

/** The visitor's browser holds the cart, as after an add (the cookie the storefront sets). */
export async function useCart(page: Page, cartId: string): Promise<void> {
  const { hostname } = new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url());
  await page
    .context()
    .addCookies([
      { name: 'storefront_cart_id', value: encodeURIComponent(cartId), domain: hostname, path: '/' },
    ]);
}

/**
 * Adds one unit of a variant as a visitor without JavaScript does: a plain form post to the cart
 * (origin `shop`, which may be the storefront or the balancer in front of it). The answer is returned
 * as it came (303 with the cart cookie), for the caller to check its headers.
 */
export async function postCartLineWithoutJavaScript(shop: string, variantId: string): Promise<Response> {
  return fetch(`${shop}/de/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop },
    body: new URLSearchParams({
      cartAction: 'LinesAdd',
      merchandiseId: variantId,
      quantity: '1',
      redirectTo: '/de',
    }),
    redirect: 'manual',
  });
}
