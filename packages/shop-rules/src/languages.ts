/** The shop's languages (spec section 1); each app adds its own locale, name and flag to these codes. */
export type ShopLanguage = 'de' | 'en' | 'da';
