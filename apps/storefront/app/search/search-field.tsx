import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { lazyWithPreload } from '../shell/lazy-with-preload.ts';
import { searchMessages } from './messages.ts';
import classes from './search-field.module.css';
import { SearchIcon } from './search-icon.tsx';

// The overlay (Modal, TanStack Query, results) is fetched on the first focus or press only.
const SearchOverlay = lazyWithPreload(() => import('./search-overlay.tsx')).Component;

/** Spec section 9: reopening is blocked for 100 ms after closing (focus returns to this field). */
const reopenBlockMs = 100;

/**
 * The header search field. Without JavaScript it is a GET form to the search page; with it, focus,
 * tap or pointer-down opens the search overlay.
 */
export function SearchField() {
  const t = useMessages(searchMessages);
  const language = useLanguage();
  const id = useId();
  const [requested, setRequested] = useState(false);
  const [opened, setOpened] = useState(false);
  const blockedUntil = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  // Opened from the keyboard, the field gets the focus back on closing; a tap keeps the phone's
  // keyboard closed instead. That returning focus must not open the overlay again.
  const returnFocus = useRef(false);
  const ignoreFocus = useRef(false);

  const open = () => {
    if (performance.now() < blockedUntil.current) return;
    setRequested(true);
    setOpened(true);
  };
  const close = () => {
    blockedUntil.current = performance.now() + reopenBlockMs;
    setOpened(false);
  };

  useEffect(() => {
    if (opened || !returnFocus.current) return;
    returnFocus.current = false;
    // After the overlay's focus trap has let go (it closes one render later).
    const timer = window.setTimeout(() => {
      ignoreFocus.current = true;
      inputRef.current?.focus({ preventScroll: true });
      ignoreFocus.current = false;
    }, 30);
    return () => window.clearTimeout(timer);
  }, [opened]);

  // A visitor who focused the field before the script ran gets the overlay as soon as it runs.
  useEffect(() => {
    setEnhanced(true);
    if (document.activeElement === inputRef.current) {
      setRequested(true);
      setOpened(true);
    }
  }, []);

  return (
    <>
      <search>
        <form
          method="get"
          action={`/${language.key}/search`}
          className={classes.form}
          data-enhanced={enhanced || undefined}
        >
          <label htmlFor={id} className={classes.label}>
            {t('search.label')}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="q"
            type="search"
            autoComplete="off"
            className={classes.input}
            placeholder={t('search.placeholder')}
            onFocus={() => {
              if (ignoreFocus.current) return;
              returnFocus.current = true;
              open();
            }}
            onPointerDown={(event) => {
              // The overlay's own input takes the focus; this one must not grab it (and the keyboard).
              event.preventDefault();
              returnFocus.current = false;
              if (event.pointerType === 'mouse') open();
            }}
            onClick={() => {
              // A tap opens on release: opened on touch-down, the full-screen overlay would be
              // under the finger when the tap's click arrives, and that click would hit a result.
              returnFocus.current = false;
              open();
            }}
            data-testid="search-field"
          />
          <button
            type="submit"
            className={classes.submit}
            aria-label={t('search.submit')}
            onClick={(event) => {
              event.preventDefault();
              open();
            }}
          >
            <SearchIcon />
          </button>
        </form>
      </search>
      {requested ? (
        <Suspense fallback={null}>
          <SearchOverlay opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
