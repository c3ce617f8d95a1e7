import { isRouteErrorResponse } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { seoMessages } from '../seo/messages.ts';
import { errorMessages } from './error-messages.ts';
import classes from './error-page.module.css';

type ErrorKind = 'unavailable' | 'notFound' | 'unknown';

/** 503 and 404 have their own texts; anything else is logged and shown as a general error. */
export function errorKindOf(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error) && error.status === 503) return 'unavailable';
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound';
  // A refused request (405 for a method no route takes) is no fault of ours; its internal stack
  // does not belong in the log (issue 20).
  if (!isRouteErrorResponse(error)) console.error(error);
  return 'unknown';
}

/**
 * A full page in the visitor's language; never a stack trace. Plain elements rather than Mantine's, as
 * this module is part of every page's first load (root error boundary).
 */
export function ErrorPage({ kind, embedded = false }: { kind: ErrorKind; embedded?: boolean }) {
  const t = useMessages(errorMessages);
  const seo = useMessages(seoMessages);
  const language = useLanguage();
  // Inside the page shell, the shell's <main> is already there.
  const Element = embedded ? 'div' : 'main';
  return (
    <Element id={embedded ? undefined : 'main'} className={classes.page}>
      <title>{`${t(`${kind}.title`)}${seo('titleSeparator')}${seo('siteName')}`}</title>
      {!embedded && <meta name="robots" content="noindex" />}
      <h1>{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.text`)}</p>
      <a href={`/${language.key}`} className={classes.button}>
        {t('backHome')}
      </a>
    </Element>
  );
}
