import type { LanguageKey } from '../i18n/languages.ts';

/** The privacy policy's content page per language (spec section 2: /de/e/datenschutz). */
const privacySlugs: Record<LanguageKey, string> = {
  de: 'datenschutz',
  en: 'privacy-policy',
  da: 'privatlivspolitik',
};

export function privacyPath(language: LanguageKey): string {
  return `/${language}/e/${privacySlugs[language]}`;
}
