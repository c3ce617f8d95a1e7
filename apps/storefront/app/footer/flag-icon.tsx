import type { ReactNode } from 'react';
import type { LanguageKey } from '../i18n/languages.ts';

/** Flags drawn as SVG: emoji flags do not render on every system (Windows shows two letters). */
const flags: Record<LanguageKey, ReactNode> = {
  de: (
    <>
      <rect width="30" height="7" fill="#000" />
      <rect y="7" width="30" height="6" fill="#dd0000" />
      <rect y="13" width="30" height="7" fill="#ffce00" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  da: (
    <>
      <rect width="30" height="20" fill="#c8102e" />
      <path d="M11 0v20M0 10h30" stroke="#fff" strokeWidth="3.5" />
    </>
  ),
};

export function FlagIcon({ language }: { language: LanguageKey }) {
  return (
    <svg viewBox="0 0 30 20" width="21" height="14" aria-hidden="true" style={{ flex: 'none' }}>
      {flags[language]}
    </svg>
  );
}
