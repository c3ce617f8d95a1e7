import type { LanguageKey } from '../i18n/languages.ts';

export type FooterPage =
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
  | 'terms'
  | 'imprint'
  | 'privacy'
  | 'accessibility';

/** Slugs of the content pages at /{lang}/e/{slug} (spec section 2; German privacy: /de/e/datenschutz). */
const slugs: Record<FooterPage, Record<LanguageKey, string>> = {
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
  terms: { de: 'agb', en: 'terms-of-service', da: 'handelsbetingelser' },
  imprint: { de: 'impressum', en: 'imprint', da: 'virksomhedsoplysninger' },
  privacy: { de: 'datenschutz', en: 'privacy-policy', da: 'privatlivspolitik' },
  accessibility: { de: 'barrierefreiheit', en: 'accessibility', da: 'tilgaengelighed' },
};

export function pagePath(page: FooterPage, language: LanguageKey): string {
  return `/${language}/e/${slugs[page][language]}`;
}

export const questionPages: FooterPage[] = ['shipping', 'payment', 'returns', 'click-collect'];
export const aboutPages: FooterPage[] = ['about', 'benefits', 'newsletter', 'coffee-hub', 'workshops', 'co2'];
export const legalPages: FooterPage[] = ['terms', 'imprint', 'privacy', 'accessibility'];
