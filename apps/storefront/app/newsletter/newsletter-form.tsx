import { type FormEvent, useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { contentPagePath } from '../content/content-pages.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { newsletterMessages } from './messages.ts';
import classes from './newsletter.module.css';
import {
  hasErrors,
  type NewsletterFieldErrors,
  type NewsletterResult,
  validateNewsletter,
} from './newsletter-rules.ts';
import { NewsletterSuccess } from './newsletter-success.tsx';
import { useFailureNotification } from './use-failure-notification.ts';
import { voucherAmounts } from './voucher-amounts.ts';

/**
 * E-mail and privacy checkbox. A real POST form (works without JavaScript: the newsletter page
 * renders `serverResult`); with JavaScript a fetcher sends it after the same checks ran here, so an
 * unticked privacy box sends nothing. A failure also shows a notification.
 */
export function NewsletterForm({ serverResult }: { serverResult?: NewsletterResult | undefined }) {
  const t = useMessages(newsletterMessages);
  const language = useLanguage();
  const fetcher = useFetcher<NewsletterResult>({ key: 'newsletter' });
  const [clientErrors, setClientErrors] = useState<NewsletterFieldErrors | null>(null);
  const ids = { email: useId(), emailError: useId(), privacy: useId(), privacyError: useId() };
  const amounts = voucherAmounts(language.locale);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const submitting = fetcher.state !== 'idle';
  const result = submitting ? undefined : (fetcher.data ?? serverResult);
  useFailureNotification(result);

  if (result?.status === 'subscribed') {
    return <NewsletterSuccess title={t('newsletter.successTitle')} text={t('newsletter.success', amounts)} />;
  }
  const errors = clientErrors ?? (result?.status === 'invalid' ? result.errors : {});
  const email = result?.email ?? '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found = validateNewsletter({
      email: String(form.get('email') ?? ''),
      privacyPolicyAccepted: form.get('privacyPolicyAccepted') === 'on',
    });
    setClientErrors(hasErrors(found) ? found : null);
    if (hasErrors(found)) event.preventDefault();
  };

  return (
    <fetcher.Form
      method="post"
      action={`/${language.key}/newsletter`}
      noValidate
      onSubmit={onSubmit}
      // A sign-up changes none of the page's data: no reloading of its loaders (and no error page
      // when the shop is unreachable).
      defaultShouldRevalidate={false}
      className={classes.form}
      data-testid="newsletter-form"
      data-enhanced={enhanced || undefined}
    >
      <label htmlFor={ids.email} className={classes.label}>
        {t('newsletter.emailLabel')}
      </label>
      <input
        id={ids.email}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        placeholder={t('newsletter.emailPlaceholder')}
        className={classes.input}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={errors.email ? ids.emailError : undefined}
      />
      {errors.email ? (
        <p id={ids.emailError} className={classes.error}>
          {t(errors.email)}
        </p>
      ) : null}
      <div className={classes.checkRow}>
        <input
          id={ids.privacy}
          name="privacyPolicyAccepted"
          type="checkbox"
          className={classes.checkbox}
          aria-invalid={errors.privacy ? true : undefined}
          aria-describedby={errors.privacy ? ids.privacyError : undefined}
        />
        <label htmlFor={ids.privacy}>
          {t('newsletter.privacyBefore')}
          <a href={contentPagePath('privacy', language.key)}>{t('newsletter.privacyLink')}</a>
          {t('newsletter.privacyAfter')}
        </label>
      </div>
      {errors.privacy ? (
        <p id={ids.privacyError} className={classes.error}>
          {t(errors.privacy)}
        </p>
      ) : null}
      {result?.status === 'failed' ? (
        <p className={classes.error} role="alert">
          {t(result.reason === 'network' ? 'newsletter.offline' : 'newsletter.failed')}
        </p>
      ) : null}
      <button
        type="submit"
        className={classes.submit}
        data-loading={submitting}
        aria-busy={submitting}
        disabled={submitting}
      >
        {submitting ? <span className={classes.spinner} aria-hidden="true" /> : null}
        {t('newsletter.submit')}
      </button>
    </fetcher.Form>
  );
}
