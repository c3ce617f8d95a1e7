import type { MetaobjectFragment } from '@shop/storefront-api';

export type Announcement = {
  id: string;
  title: string;
  description: string;
  link: string | null;
  linkText: string | null;
  discountCode: string | null;
};

/** An announcement metaobject's key/value fields (spec section 3) as one object; no title, no slide. */
export function toAnnouncement(metaobject: Pick<MetaobjectFragment, 'id' | 'fields'>): Announcement | null {
  const field = (key: string) => metaobject.fields.find((f) => f.key === key)?.value?.trim() || null;
  const title = field('title');
  if (!title) return null;
  return {
    id: metaobject.id,
    title,
    description: field('description') ?? '',
    link: field('link'),
    linkText: field('link_text'),
    discountCode: field('discount_code'),
  };
}
