import type { LanguageKey } from './languages.ts';
import { useLanguage } from './use-language.ts';

/** A feature's texts in every storefront language; the German keys define the set. */
export type MessageCatalogue<K extends string> = Record<LanguageKey, Record<K, string>>;

export type FeatureTranslate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * The storefront's one way to translate: each feature declares its bundled texts next to its components
 * (`search/messages.ts`, `seo/messages.ts`, …) so features do not edit one shared file, and reads them
 * with `useMessages` (components) or `translate` (outside React). TypeScript makes every language
 * carry every key.
 */
export function defineMessages<K extends string>(catalogue: MessageCatalogue<K>): MessageCatalogue<K> {
  return catalogue;
}

export function translate<K extends string>(
  catalogue: MessageCatalogue<K>,
  language: LanguageKey,
): FeatureTranslate<K> {
  const messages = catalogue[language];
  return (key, values) => {
    const text = messages[key];
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}

/** The feature's texts in the page's language. */
export function useMessages<K extends string>(catalogue: MessageCatalogue<K>): FeatureTranslate<K> {
  return translate(catalogue, useLanguage().key);
}
