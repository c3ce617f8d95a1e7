import type { ContentPage, Lang, MenuItem, PageKey } from './catalog-types.ts';

/**
 * The footer's pages in the storefront footer's order: questions (shipping, payment, returns,
 * click & collect), about the shop, then the legal pages. The flavour profile is not in the footer.
 */
export const footerPageKeys: readonly PageKey[] = [
  'shipping',
  'payment',
  'returns',
  'click-collect',
  'about',
  'benefits',
  'newsletter',
  'coffee-hub',
  'workshops',
  'co2',
  'terms',
  'imprint',
  'privacy',
  'accessibility',
];

/** The `footer` menu of one language: one flat list of the content pages, as the skeleton renders it. */
export function buildFooterMenu(lang: Lang, pages: readonly ContentPage[]): MenuItem[] {
  return footerPageKeys.map((key, i) => {
    const page = pages.find((p) => p.key === key);
    if (!page) throw new Error(`footer menu: unknown page ${key}`);
    return {
      id: `footer-${lang}-${i + 1}`,
      title: page.title[lang],
      url: `/${lang}/e/${page.slug[lang]}`,
      items: [],
    };
  });
}
