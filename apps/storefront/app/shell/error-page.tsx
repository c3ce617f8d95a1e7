import { useLanguage, useTranslate } from '../i18n/use-language.ts';
import classes from './error-page.module.css';

type ErrorKind = 'unavailable' | 'notFound' | 'unknown';

/**
 * A full page in the visitor's language; never a stack trace. Plain elements rather than Mantine's, as
 * this module is part of every page's first load (root error boundary).
 */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <main id="main" className={classes.page}>
      <title>{`${t(`error.${kind}.title`)}${t('meta.titleSeparator')}${t('meta.siteName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t(`error.${kind}.title`)}</h1>
      <p>{t(`error.${kind}.text`)}</p>
      <a href={`/${language.key}`} className={classes.button}>
        {t('error.backHome')}
      </a>
    </main>
  );
}
