import type { ContentPageKey } from '@shop/shop-rules';
import type { CatalogReader } from '../catalog/catalog-cache.ts';
import { findAllPages } from '../content/page-store.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import type { Localized } from '../seed/catalog-types.ts';

/**
 * The shop's policies are its content pages (decision 0050): each policy field names the page
 * that holds it, under the platform's fixed handle (clients route `/policies/{handle}` by it).
 */
export const policyPages = {
  privacyPolicy: { key: 'privacy', handle: 'privacy-policy' },
  refundPolicy: { key: 'returns', handle: 'refund-policy' },
  shippingPolicy: { key: 'shipping', handle: 'shipping-policy' },
  termsOfService: { key: 'terms', handle: 'terms-of-service' },
} as const satisfies Record<string, { key: ContentPageKey; handle: string }>;

/** Where the storefront shows a content page: `/{lang}/e/{slug}` on the shop's domain. */
export const contentPageUrl = (domain: string, language: ContentLanguage, slug: string) =>
  new URL(`/${language}/e/${encodeURIComponent(slug)}`, domain).toString();

/** The parent of `ShopPolicy`; tagged when `node(id:)` answers it. */
export type ShopPolicyView = {
  id: string;
  handle: string;
  title: string;
  body: string;
  url: string;
  typename?: 'ShopPolicy';
};

/** The policy a content page holds, if it holds one (`node(id:)` of a ShopPolicy id). */
export function policyOfPage(key: string): keyof typeof policyPages | null {
  return policyNames.find((name) => policyPages[name].key === key) ?? null;
}

const policyNames = [
  'privacyPolicy',
  'refundPolicy',
  'shippingPolicy',
  'termsOfService',
] as const satisfies readonly (keyof typeof policyPages)[];

export async function findPolicy(
  reader: CatalogReader,
  domain: string,
  language: ContentLanguage,
  policy: keyof typeof policyPages,
): Promise<ShopPolicyView | null> {
  const { key, handle } = policyPages[policy];
  const page = (await findAllPages(reader)).find((p) => p.key === key);
  if (!page) return null;
  return {
    id: toGlobalId('ShopPolicy', page.id),
    handle,
    title: page.title[language],
    body: page.body[language],
    url: contentPageUrl(domain, language, page.handle[language]),
  };
}

const subscriptionText: Localized<{ title: string; body: string }> = {
  de: {
    title: 'Abonnements',
    body: '<p>Wir bieten keine Abonnements an: Jede Bestellung ist ein einzelner Kauf.</p>',
  },
  en: {
    title: 'Subscriptions',
    body: '<p>We offer no subscriptions: every order is a single purchase.</p>',
  },
  da: {
    title: 'Abonnementer',
    body: '<p>Vi tilbyder ingen abonnementer: Hver bestilling er et enkelt køb.</p>',
  },
};

/**
 * The subscription policy has a default on the platform; ours says that there are no
 * subscriptions and points to the terms of service, which govern every purchase.
 */
export async function subscriptionPolicy(reader: CatalogReader, domain: string, language: ContentLanguage) {
  const terms = await findPolicy(reader, domain, language, 'termsOfService');
  return {
    id: null,
    handle: 'subscription-policy',
    ...subscriptionText[language],
    url: terms?.url ?? new URL(`/${language}`, domain).toString(),
  };
}
