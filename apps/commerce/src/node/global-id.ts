/** Resource types whose ids this API hands out. */
export const globalIdTypes = [
  'Product',
  'ProductVariant',
  'ProductOption',
  'ProductOptionValue',
  'ProductImage',
  'Collection',
  'MediaImage',
  'Metaobject',
  'Metafield',
  'Page',
  'Blog',
  'Article',
  'Menu',
  'MenuItem',
  'CartLine',
  'AppliedGiftCard',
  'Shop',
  'ShopPolicy',
  'CartSelectableAddress',
  'CartDeliveryGroup',
  'MailingAddress',
] as const;
export type GlobalIdType = (typeof globalIdTypes)[number];

/** `gid://shopify/Product/123`: the platform's global id form, which clients parse. */
export function toGlobalId(type: GlobalIdType, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

const pattern = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)(?:\?.*)?$/;

/** Catalogue ids are PostgreSQL integers; cart lines count on a bigserial. */
const maxIdOf = (type: GlobalIdType) => (type === 'CartLine' ? Number.MAX_SAFE_INTEGER : 2_147_483_647);

function isGlobalIdType(value: string): value is GlobalIdType {
  return (globalIdTypes as readonly string[]).includes(value);
}

/** The type and numeric id of a global id, or null for anything we did not issue. */
export function parseGlobalId(value: string): { type: GlobalIdType; id: number } | null {
  const match = pattern.exec(value);
  if (!match?.[1] || !match[2] || !isGlobalIdType(match[1])) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 && id <= maxIdOf(match[1]) ? { type: match[1], id } : null;
}

/** The numeric id when the global id is of the expected type. */
export function idOfType(value: string, type: GlobalIdType): number | null {
  const parsed = parseGlobalId(value);
  return parsed?.type === type ? parsed.id : null;
}

/** A cart's id carries its secret key, as the platform's does: `gid://shopify/Cart/<token>?key=<key>`. */
export function cartGlobalId({ token, key }: { token: string; key: string }): string {
  return `gid://shopify/Cart/${token}?key=${key}`;
}

const cartPattern = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]{1,64})\?key=([A-Za-z0-9]{1,128})$/;

/** The token and key of a cart id from a client; anything not in our form is null, never an exception. */
export function parseCartGlobalId(value: string): { token: string; key: string } | null {
  const match = cartPattern.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { token: match[1], key: match[2] };
}

/**
 * A cart metafield's id names its cart with the cart's key, as the cart's own id does: whoever
 * holds it could read the cart anyway, and `node(id:)` can open the cart without a guessable id.
 */
export function cartMetafieldGlobalId(cart: { token: string; key: string }, id: number): string {
  return `gid://shopify/Metafield/${id}?cart=${cart.token}&key=${cart.key}`;
}

const cartMetafieldPattern =
  /^gid:\/\/shopify\/Metafield\/(\d{1,9})\?cart=([A-Za-z0-9_-]{1,64})&key=([A-Za-z0-9]{1,128})$/;

/** The cart and number of a cart metafield's id; anything else is null. */
export function parseCartMetafieldGlobalId(value: string): { token: string; key: string; id: number } | null {
  const match = cartMetafieldPattern.exec(value);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { id: Number(match[1]), token: match[2], key: match[3] };
}
