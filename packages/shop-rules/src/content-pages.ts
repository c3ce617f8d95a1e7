import type { ShopLanguage } from './languages.ts';

/**
 * Slugs of the content pages at /{lang}/e/{slug} (spec section 2; German privacy: /de/e/datenschutz).
 * The commerce catalogue stores each page under these slugs and the storefront links to them, so both
 * read them from here.
 */
export const contentPageSlugs = {
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
} as const satisfies Record<string, Record<ShopLanguage, string>>;

/** The content pages of spec section 2. */
export type ContentPageKey = keyof typeof contentPageSlugs;
