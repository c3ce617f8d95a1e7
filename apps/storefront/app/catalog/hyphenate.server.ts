import da from 'hyphen/da';
import de from 'hyphen/de';
import enGb from 'hyphen/en-gb';
import type { LanguageKey } from '../i18n/languages.ts';

const hyphenators = { de, en: enGb, da } as const;

/**
 * Soft hyphens (U+00AD) at the syllable breaks of the page language, from the TeX patterns of the
 * `hyphen` package: narrow tiles break "Siebträger-maschinen" where a German reader expects, in every
 * browser (CSS `hyphens: auto` depends on dictionaries the browser may not have, and
 * `overflow-wrap: anywhere` broke "Siebträgerm|aschinen"). Runs on the server: the patterns stay out
 * of the browser's JavaScript. Words under 7 letters stay whole.
 */
export function hyphenate(text: string, language: LanguageKey): string {
  return hyphenators[language].hyphenateSync(text, { minWordLength: 7 });
}
