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
