import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { languageKeys, languages } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useAlternatePaths } from '../seo/alternate-paths.ts';
import { FlagIcon } from './flag-icon.tsx';
import classes from './language-switcher.module.css';
import { footerMessages } from './messages.ts';

/**
 * Spec section 2: a menu of the languages (flag and name, layer z-index 1000001) leading to the same page in
 * the other language. The links are in the server HTML; without JavaScript CSS shows them on focus.
 */
export function LanguageSwitcher() {
  const t = useMessages(footerMessages);
  const current = useLanguage();
  const paths = useAlternatePaths();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    setOpened(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpened(false);
  };
  return (
    <nav
      aria-label={t('chooseLanguage')}
      className={classes.switcher}
      data-open={opened || undefined}
      data-enhanced={enhanced || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={classes.trigger}
        aria-label={t('language', { name: current.name })}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => setOpened((value) => !value)}
        data-testid="language-switcher"
      >
        <FlagIcon language={current.key} />
        {current.name}
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M4 10l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className={classes.menu}>
        {languageKeys.map((key) => (
          <li key={key}>
            <Link
              to={paths[key]}
              hrefLang={key}
              lang={key}
              className={classes.option}
              aria-current={key === current.key ? 'true' : undefined}
              onClick={() => setOpened(false)}
            >
              <FlagIcon language={key} />
              {languages[key].name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
