import type { LanguageKey } from '../i18n/languages.ts';

/** The article sections' index of a language (spec section 2: knowledge and tutorial articles). */
export function articleIndexPath(language: LanguageKey): string {
  return `/${language}/a`;
}

export function articlePath(language: LanguageKey, handle: string): string {
  return `/${language}/a/${handle}`;
}
