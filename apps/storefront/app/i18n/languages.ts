/** The storefront languages of spec section 1; German is the default and the fallback. */
export const languages = {
  de: { key: 'de', locale: 'de-DE', code: 'DE', name: 'Deutsch', flag: '🇩🇪' },
  en: { key: 'en', locale: 'en-GB', code: 'EN', name: 'English', flag: '🇬🇧' },
  da: { key: 'da', locale: 'da-DK', code: 'DA', name: 'Dansk', flag: '🇩🇰' },
} as const;

export type LanguageKey = keyof typeof languages;
export type Language = (typeof languages)[LanguageKey];
export const languageKeys = Object.keys(languages) as LanguageKey[];
export const defaultLanguage: Language = languages.de;

export function isLanguageKey(value: unknown): value is LanguageKey {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}

/** The language of a path segment or query value; anything unknown falls back to German. */
export function resolveLanguage(value: string | null | undefined): Language {
  return isLanguageKey(value) ? languages[value] : defaultLanguage;
}
