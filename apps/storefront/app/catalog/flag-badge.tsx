import type { ReactNode } from 'react';
import { defineMessages, useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import styles from './flag-badge.module.css';

/**
 * Flags drawn as SVG (emoji flags do not render on every system): the countries of the shop's
 * roasters and makers and of its languages, keyed by ISO 3166-1 alpha-2 code.
 */
const flags = {
  DE: (
    <>
      <rect width="30" height="7" fill="#000" />
      <rect y="7" width="30" height="6" fill="#dd0000" />
      <rect y="13" width="30" height="7" fill="#ffce00" />
    </>
  ),
  DK: (
    <>
      <rect width="30" height="20" fill="#c8102e" />
      <path d="M11 0v20M0 10h30" stroke="#fff" strokeWidth="3.5" />
    </>
  ),
  GB: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  IT: (
    <>
      <rect width="10" height="20" fill="#009246" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ce2b37" />
    </>
  ),
  AT: (
    <>
      <rect width="30" height="20" fill="#c8102e" />
      <rect y="6.67" width="30" height="6.67" fill="#fff" />
    </>
  ),
  CH: (
    <>
      <rect width="30" height="20" fill="#da291c" />
      <path d="M15 5v10M10 10h10" stroke="#fff" strokeWidth="3.5" />
    </>
  ),
  ES: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type FlagCountry = keyof typeof flags;

export function isFlagCountry(code: string): code is FlagCountry {
  return Object.hasOwn(flags, code);
}

/**
 * Spec section 2: a flag badge is a flag image on a red background (#bf0b1d) with white text — e.g.
 * "Geröstet in Deutschland" on a roaster's product or page. The flag is decorative; the text names the
 * country, so a screen reader hears it once.
 */
export function FlagBadge({ country, children }: { country: FlagCountry; children: ReactNode }) {
  return (
    <span className={styles.badge} data-testid="flag-badge" data-country={country}>
      <svg className={styles.flag} viewBox="0 0 30 20" width="18" height="12" aria-hidden="true">
        {flags[country]}
      </svg>
      <span>{children}</span>
    </span>
  );
}

const messages = defineMessages({
  de: { from: 'Aus {country}' },
  en: { from: 'From {country}' },
  da: { from: 'Fra {country}' },
});

/**
 * The badge of a brand's or product's home country ("Aus Deutschland"), for the collection metafield
 * `collection.brand_country` of a brand collection; nothing for a country without a flag here.
 */
export function CountryFlagBadge({ country }: { country: string | null | undefined }) {
  const t = useMessages(messages);
  const language = useLanguage();
  const code = country?.trim().toUpperCase() ?? '';
  if (!isFlagCountry(code)) return null;
  const name = new Intl.DisplayNames([language.locale], { type: 'region' }).of(code) ?? code;
  return <FlagBadge country={code}>{t('from', { country: name })}</FlagBadge>;
}
