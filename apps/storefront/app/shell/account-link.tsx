import { useMessages } from '../i18n/define-messages.ts';
import classes from './header.module.css';
import { shellMessages } from './messages.ts';
import hidden from './visually-hidden.module.css';

/** The my-account icon; the account site is separate (spec section 2), its URL comes from configuration. */
export function AccountLink({ href }: { href: string }) {
  const t = useMessages(shellMessages);
  return (
    <a href={href} className={classes.iconLink}>
      <span className={hidden.text}>{t('account')}</span>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M4 21c1-4.5 4-6.5 8-6.5s7 2 8 6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </a>
  );
}
