import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { SiteLink } from '../navigation/site-link.tsx';
import classes from './header.module.css';
import { shellMessages } from './messages.ts';

/** The shop's mark and name (from the API), linking to the home page of the language. */
export function Logo({ shopName }: { shopName: string }) {
  const t = useMessages(shellMessages);
  const language = useLanguage();
  return (
    <SiteLink
      to={`/${language.key}`}
      className={classes.logo}
      aria-label={t('logoLabel', { shop: shopName })}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <ellipse cx="16" cy="16" rx="11" ry="14" transform="rotate(30 16 16)" fill="currentColor" />
        <path d="M10 6c6 5 6 15 12 20" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{shopName}</span>
    </SiteLink>
  );
}
