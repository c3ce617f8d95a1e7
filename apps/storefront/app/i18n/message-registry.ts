import type { LanguageKey } from './languages.ts';

/** One language's texts of every catalogue, by catalogue id (the chunk i18n/split-messages.vite.ts writes). */
export type LanguageTexts = Record<string, Record<string, string>>;

const loaders: Record<LanguageKey, () => Promise<{ default: LanguageTexts }>> = {
  de: () => import('virtual:shop-messages/de'),
  en: () => import('virtual:shop-messages/en'),
  da: () => import('virtual:shop-messages/da'),
};

const loaded = new Map<LanguageKey, LanguageTexts>();
const loading = new Map<LanguageKey, Promise<void>>();

/**
 * Fetches one language's texts (once; a failed fetch is tried again on the next call). The browser
 * bundle holds no texts itself: the build replaces each `defineMessages({...})` with a catalogue that
 * reads from these chunks, so a page loads only its own language (issue 19).
 */
export function loadLanguageMessages(language: LanguageKey): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      (module) => {
        loaded.set(language, module.default);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

const clientCatalogues = new WeakSet<object>();

/** Whether a catalogue reads its texts from the language chunks (browser build) rather than holding them. */
export function isClientCatalogue(catalogue: object): boolean {
  return clientCatalogues.has(catalogue);
}

export function hasLanguageMessages(language: LanguageKey): boolean {
  return loaded.has(language);
}

function textsOf(language: LanguageKey, id: string): Record<string, string> {
  const texts = loaded.get(language)?.[id];
  if (!texts)
    throw new Error(`messages of ${language} (${id}) used before loadLanguageMessages('${language}')`);
  return texts;
}

/** The browser build's stand-in for one `defineMessages({...})` call (written by the Vite plugin). */
export function clientCatalogue(id: string): Record<LanguageKey, Record<string, string>> {
  const catalogue = {
    get de() {
      return textsOf('de', id);
    },
    get en() {
      return textsOf('en', id);
    },
    get da() {
      return textsOf('da', id);
    },
  };
  clientCatalogues.add(catalogue);
  return catalogue;
}
