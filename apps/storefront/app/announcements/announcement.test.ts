import { describe, expect, it } from 'vitest';
import { toAnnouncement } from './announcement.ts';

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
