import { use } from 'react';
import type { LanguageKey } from './languages.ts';
import { hasLanguageMessages, isClientCatalogue, loadLanguageMessages } from './message-registry.ts';
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

/** Whether a catalogue has a text for `key` (the German keys define the set). */
export function hasMessage<K extends string>(catalogue: MessageCatalogue<K>, key: string): key is K {
  const texts: Record<string, string> = catalogue[firstLoaded(catalogue)];
  return Object.hasOwn(texts, key);
}

function firstLoaded(catalogue: object): LanguageKey {
  if (!isClientCatalogue(catalogue)) return 'de';
  return (['de', 'en', 'da'] as const).find(hasLanguageMessages) ?? 'de';
}

/**
 * The feature's texts in the page's language. In the browser a language's texts arrive in their own
 * chunk (entry.client.tsx fetches the page's before hydrating); a navigation to another language
 * suspends until its texts are there.
 */
export function useMessages<K extends string>(catalogue: MessageCatalogue<K>): FeatureTranslate<K> {
  const language = useLanguage().key;
  if (isClientCatalogue(catalogue) && !hasLanguageMessages(language)) use(loadLanguageMessages(language));
  return translate(catalogue, language);
}
