import { FlagSvg } from '../flags/flag-svg.tsx';
import type { LanguageKey } from '../i18n/languages.ts';

/** The flag of each shop language, as the language switcher shows it. */
const countryOf = { de: 'DE', en: 'GB', da: 'DK' } as const satisfies Record<LanguageKey, string>;

export function FlagIcon({ language }: { language: LanguageKey }) {
  return (
    <span style={{ display: 'inline-flex', flex: 'none' }}>
      <FlagSvg country={countryOf[language]} width={21} height={14} />
    </span>
  );
}
