import type { ReactNode } from 'react';
import { countryName } from '../flags/country-names.ts';
import { type FlagCountry, FlagSvg, isFlagCountry } from '../flags/flag-svg.tsx';
import { defineMessages, useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import styles from './flag-badge.module.css';

/**
 * Spec section 2: a flag badge is a flag image on a red background (#bf0b1d) with white text — e.g.
 * "Geröstet in Deutschland" on a roaster's product or page. The flag is decorative; the text names the
 * country, so a screen reader hears it once.
 */
export function FlagBadge({ country, children }: { country: FlagCountry; children: ReactNode }) {
  return (
    <span className={styles.badge} data-testid="flag-badge" data-country={country}>
      <FlagSvg country={country} className={styles.flag} width={18} height={12} />
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
  const name = countryName(code, language.locale);
  return <FlagBadge country={code}>{t('from', { country: name })}</FlagBadge>;
}
