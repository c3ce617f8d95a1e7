/*
 * Plain functions of the card for the browser bundle; product-card.ts holds the zod/mini schema,
 * which pages that only show cards must not load.
 */

/** The card's link: the product page, with `?variant=` when the card stands for one variant. */
export function productCardHref(
  languageKey: string,
  card: { handle: string; variant: { id: string; own: boolean } | null },
): string {
  const path = `/${languageKey}/p/${card.handle}`;
  if (!card.variant?.own) return path;
  return `${path}?variant=${encodeURIComponent(variantIdParam(card.variant.id))}`;
}

/** `gid://shopify/ProductVariant/42` → `42`, the form the platform's storefronts put in `?variant=`. */
export function variantIdParam(id: string): string {
  return id.slice(id.lastIndexOf('/') + 1);
}
