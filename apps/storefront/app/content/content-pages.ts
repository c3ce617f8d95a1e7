import type { LanguageKey } from '../i18n/languages.ts';
import type { AlternatePaths } from '../seo/alternate-paths.ts';

/** The content pages of spec section 2, each under its own slug in every language. */
export type ContentPage =
  | 'shipping'
  | 'payment'
  | 'returns'
  | 'click-collect'
  | 'about'
  | 'benefits'
  | 'newsletter'
  | 'coffee-hub'
  | 'workshops'
  | 'co2'
  | 'flavour-profile'
  | 'terms'
  | 'imprint'
  | 'privacy'
  | 'accessibility';

/** Slugs of the content pages at /{lang}/e/{slug} (spec section 2; German privacy: /de/e/datenschutz). */
const slugs: Record<ContentPage, Record<LanguageKey, string>> = {
  shipping: { de: 'versand-und-lieferung', en: 'shipping-and-delivery', da: 'fragt-og-levering' },
  payment: { de: 'zahlung', en: 'payment', da: 'betaling' },
  returns: {
    de: 'widerruf-und-ruecksendung',
    en: 'returns-and-withdrawal',
    da: 'fortrydelse-og-returnering',
  },
  'click-collect': { de: 'click-und-collect', en: 'click-and-collect', da: 'click-og-hent' },
  about: { de: 'ueber-uns', en: 'about-us', da: 'om-os' },
  benefits: { de: 'bestellvorteile', en: 'ordering-benefits', da: 'fordele-ved-bestilling' },
  newsletter: { de: 'newsletter', en: 'newsletter', da: 'nyhedsbrev' },
  'coffee-hub': { de: 'kaffee-hub', en: 'coffee-hub', da: 'kaffe-hub' },
  workshops: { de: 'workshops', en: 'workshops', da: 'workshops' },
  co2: { de: 'co2-kompensation', en: 'co2-compensation', da: 'co2-kompensation' },
  'flavour-profile': { de: 'geschmacksprofil', en: 'flavour-profile', da: 'smagsprofil' },
  terms: { de: 'agb', en: 'terms-of-service', da: 'handelsbetingelser' },
  imprint: { de: 'impressum', en: 'imprint', da: 'virksomhedsoplysninger' },
  privacy: { de: 'datenschutz', en: 'privacy-policy', da: 'privatlivspolitik' },
  accessibility: { de: 'barrierefreiheit', en: 'accessibility', da: 'tilgaengelighed' },
};

export function contentPagePath(page: ContentPage, language: LanguageKey): string {
  return `/${language}/e/${slugs[page][language]}`;
}

/**
 * The page in every language, as a content page route returns it from its loader (`alternates`), so
 * that hreflang links and the language switcher lead to /en/e/privacy-policy from /de/e/datenschutz.
 */
export function contentPageAlternates(page: ContentPage): AlternatePaths {
  return {
    de: contentPagePath(page, 'de'),
    en: contentPagePath(page, 'en'),
    da: contentPagePath(page, 'da'),
  };
}

/** Every language's slugs, for tests. */
export function contentPageSlugs(language: LanguageKey): string[] {
  return Object.values(slugs).map((bySlug) => bySlug[language]);
}
