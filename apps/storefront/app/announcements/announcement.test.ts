import { describe, expect, it } from 'vitest';
import { isAnnouncementCurrent, toAnnouncement } from './announcement.ts';

const fields = (entries: Record<string, string | null>) =>
  Object.entries(entries).map(([key, value]) => ({ key, value }));

describe('toAnnouncement', () => {
  it('reads title, description, link, link text and discount code from the key/value fields', () => {
    const announcement = toAnnouncement({
      id: 'gid://shopify/Metaobject/1',
      fields: fields({
        title: '5 € Willkommensgutschein',
        description: 'Newsletter',
        link: '/de/e/newsletter',
        link_text: 'Zum Newsletter',
        discount_code: 'WELCOME5',
      }),
    });
    expect(announcement).toEqual({
      id: 'gid://shopify/Metaobject/1',
      title: '5 € Willkommensgutschein',
      description: 'Newsletter',
      link: '/de/e/newsletter',
      linkText: 'Zum Newsletter',
      discountCode: 'WELCOME5',
      validFrom: null,
      validUntil: null,
    });
  });

  it('leaves optional fields null and drops announcements without a title', () => {
    expect(
      toAnnouncement({ id: '2', fields: fields({ title: 'Versand', discount_code: ' ' }) }),
    ).toMatchObject({
      link: null,
      linkText: null,
      discountCode: null,
    });
    expect(toAnnouncement({ id: '3', fields: fields({ description: 'no title' }) })).toBeNull();
  });
});

describe('announcement validity window', () => {
  const promotion = toAnnouncement({
    id: '4',
    fields: fields({
      title: '10 % auf Kaffee',
      valid_from: '2026-10-01T00:00:00.000Z',
      valid_until: '2027-03-31T23:59:59.000Z',
    }),
  });

  it('is shown inside its window and not before or after it', () => {
    if (!promotion) throw new Error('announcement expected');
    expect(promotion.validUntil).toBe('2027-03-31T23:59:59.000Z');
    expect(isAnnouncementCurrent(promotion, Date.parse('2026-11-24T12:00:00Z'))).toBe(true);
    expect(isAnnouncementCurrent(promotion, Date.parse('2026-09-30T23:59:59Z'))).toBe(false);
    expect(isAnnouncementCurrent(promotion, Date.parse('2027-04-01T00:00:00Z'))).toBe(false);
  });

  it('treats a missing or unreadable bound as open', () => {
    const open = toAnnouncement({
      id: '5',
      fields: fields({ title: 'Versand', valid_from: 'soon', valid_until: '' }),
    });
    if (!open) throw new Error('announcement expected');
    expect(open.validFrom).toBeNull();
    expect(isAnnouncementCurrent(open, Date.parse('2030-01-01T00:00:00Z'))).toBe(true);
  });
});
