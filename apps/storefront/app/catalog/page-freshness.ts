/**
 * What a page tells the storefront's page cache about its own freshness (decision 0082), as response
 * headers the server reads from the render and never sends on:
 * - the products whose stock it shows: the page is dropped when the commerce service reports a
 *   stock change of one of them;
 * - when it stops being right by the clock alone (an announcement's window opens or closes).
 */
export const pageFreshnessHeaders = {
  stockProducts: 'x-storefront-stock-products',
  validUntil: 'x-storefront-valid-until',
} as const;

/** The header that ties a page to the stock of these products (global ids). */
export function stockProductsHeader(productIds: readonly string[]): Record<string, string> {
  return { [pageFreshnessHeaders.stockProducts]: productIds.join(' ') };
}

/** The header that ends a page's life at `time` (ms since 1970); none for no such time. */
export function validUntilHeader(time: number | null): Record<string, string> {
  return time === null ? {} : { [pageFreshnessHeaders.validUntil]: String(time) };
}

export type PageFreshness = { stockProducts: string[]; validUntil: number };

/** Reads both hints; a missing or unreadable one means "no such tie". */
export function readPageFreshness(headers: Headers): PageFreshness {
  const products = headers.get(pageFreshnessHeaders.stockProducts)?.trim() ?? '';
  const until = Number(headers.get(pageFreshnessHeaders.validUntil) ?? Number.NaN);
  return {
    stockProducts: products === '' ? [] : products.split(/\s+/),
    validUntil: Number.isFinite(until) ? until : Number.POSITIVE_INFINITY,
  };
}

/** Takes both hints off an answer that is sent as it is. */
export function dropPageFreshness(headers: Headers): void {
  headers.delete(pageFreshnessHeaders.stockProducts);
  headers.delete(pageFreshnessHeaders.validUntil);
}
