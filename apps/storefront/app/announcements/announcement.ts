import type { MetaobjectFragment } from '@shop/storefront-api';

export type Announcement = {
  id: string;
  title: string;
  description: string;
  link: string | null;
  linkText: string | null;
  discountCode: string | null;
  /** The window the announcement is shown in (ISO timestamps; null: open on that side). */
  validFrom: string | null;
  validUntil: string | null;
};

/** A timestamp field as ISO text, or null when absent or not a date (an unreadable bound is no bound). */
function timestamp(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * Whether an announcement is to be shown at `now` (ms): "until the end of March" must not be read in
 * November. The server filters when it loads the shell; the bar filters again in the browser, as a
 * page may come from the page cache after the window closed.
 */
export function isAnnouncementCurrent(announcement: Announcement, now: number): boolean {
  const from = announcement.validFrom ? Date.parse(announcement.validFrom) : Number.NEGATIVE_INFINITY;
  const until = announcement.validUntil ? Date.parse(announcement.validUntil) : Number.POSITIVE_INFINITY;
  return from <= now && now <= until;
}

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
    validFrom: timestamp(field('valid_from')),
    validUntil: timestamp(field('valid_until')),
  };
}
