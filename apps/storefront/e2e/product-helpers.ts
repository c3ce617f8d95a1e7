import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type Offer = { price: string; priceCurrency: string; availability: string; url: string };
export type ProductLd = { '@type': string; name: string; offers: Offer[] };

/** The JSON-LD blocks of a page's HTML, parsed (a block that is not valid JSON fails the test). */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1] ?? ''));
}

function isProductLd(value: Record<string, unknown>): value is ProductLd & Record<string, unknown> {
  return value['@type'] === 'Product' && Array.isArray(value.offers);
}

/** The page's `Product` JSON-LD with offers (the organisation's own product entry has none). */
export function productLdOf(html: string): ProductLd | undefined {
  return jsonLdOf(html).find(isProductLd);
}

/**
 * A product a visitor reaches from the home page whose variants cost different amounts, so that a
 * variant switch shows in the price: its path and its JSON-LD.
 */
export async function productWithPricedVariants(
  request: APIRequestContext,
  lang: string,
): Promise<{ path: string; product: ProductLd }> {
  const home = await (await request.get(`/${lang}`)).text();
  const paths = [
    ...new Set([...home.matchAll(new RegExp(`href="(/${lang}/p/[^"?]+)"`, 'g'))].map((m) => m[1] ?? '')),
  ];
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    const product = productLdOf(await (await request.get(path)).text());
    const prices = new Set(product?.offers.map((offer) => offer.price));
    if (product && prices.size > 1) return { path, product };
  }
  throw new Error(`no product with differently priced variants linked from /${lang}`);
}

/** The `view_item` events the page pushed to the data layer. */
export async function viewItemEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => typeof entry === 'object' && entry !== null && Reflect.get(entry, 'event') === 'view_item',
    ),
  );
}
