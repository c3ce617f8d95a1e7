import { type ShippingCountryCode, shippingCountryCodes } from '@shop/shop-rules';
import type { ShippingCountry } from './catalog-types.ts';
import type { Localized } from './i18n-types.ts';

/** Names of the shipping countries of spec section 9 in German, English and Danish. */
const COUNTRY_NAMES: Record<ShippingCountryCode, Localized> = {
  AT: { de: 'Österreich', en: 'Austria', da: 'Østrig' },
  BE: { de: 'Belgien', en: 'Belgium', da: 'Belgien' },
  BG: { de: 'Bulgarien', en: 'Bulgaria', da: 'Bulgarien' },
  CY: { de: 'Zypern', en: 'Cyprus', da: 'Cypern' },
  CZ: { de: 'Tschechien', en: 'Czechia', da: 'Tjekkiet' },
  DK: { de: 'Dänemark', en: 'Denmark', da: 'Danmark' },
  EE: { de: 'Estland', en: 'Estonia', da: 'Estland' },
  FI: { de: 'Finnland', en: 'Finland', da: 'Finland' },
  FR: { de: 'Frankreich', en: 'France', da: 'Frankrig' },
  DE: { de: 'Deutschland', en: 'Germany', da: 'Tyskland' },
  GR: { de: 'Griechenland', en: 'Greece', da: 'Grækenland' },
  HU: { de: 'Ungarn', en: 'Hungary', da: 'Ungarn' },
  IE: { de: 'Irland', en: 'Ireland', da: 'Irland' },
  IT: { de: 'Italien', en: 'Italy', da: 'Italien' },
  LV: { de: 'Lettland', en: 'Latvia', da: 'Letland' },
  LT: { de: 'Litauen', en: 'Lithuania', da: 'Litauen' },
  LU: { de: 'Luxemburg', en: 'Luxembourg', da: 'Luxembourg' },
  MT: { de: 'Malta', en: 'Malta', da: 'Malta' },
  NL: { de: 'Niederlande', en: 'Netherlands', da: 'Holland' },
  PL: { de: 'Polen', en: 'Poland', da: 'Polen' },
  PT: { de: 'Portugal', en: 'Portugal', da: 'Portugal' },
  RO: { de: 'Rumänien', en: 'Romania', da: 'Rumænien' },
  SK: { de: 'Slowakei', en: 'Slovakia', da: 'Slovakiet' },
  SI: { de: 'Slowenien', en: 'Slovenia', da: 'Slovenien' },
  ES: { de: 'Spanien', en: 'Spain', da: 'Spanien' },
  SE: { de: 'Schweden', en: 'Sweden', da: 'Sverige' },
};

/** The 26 shipping countries of the specification (section 9), in its order. */
export const SHIPPING_COUNTRIES: readonly ShippingCountry[] = shippingCountryCodes.map((code) => ({
  code,
  name: COUNTRY_NAMES[code],
}));
