import type { LanguageKey } from './languages.ts';
import { da } from './messages/da.ts';
import { de, type MessageKey } from './messages/de.ts';
import { en } from './messages/en.ts';

const catalogues = { de, en, da } as const;

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Bundled texts of a language with `{name}` placeholders filled in. */
export function translator(language: LanguageKey): Translate {
  const messages = catalogues[language];
  return (key, values) => {
    const text = messages[key];
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}
