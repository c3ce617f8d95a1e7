import { useEffect, useRef } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import { showNotification } from '../notifications/notification-store.ts';
import { newsletterMessages } from './messages.ts';
import type { NewsletterResult } from './newsletter-rules.ts';

/**
 * A failed sign-up (the provider or the shop could not be reached) also shows a notification, so the
 * visitor notices it even when the form's own message is scrolled away. Once per answer.
 */
export function useFailureNotification(result: NewsletterResult | undefined): void {
  const t = useMessages(newsletterMessages);
  const notified = useRef<NewsletterResult | undefined>(undefined);
  useEffect(() => {
    if (result?.status !== 'failed' || notified.current === result) return;
    notified.current = result;
    showNotification({
      tone: 'error',
      title: t('newsletter.failedTitle'),
      message: t(result.reason === 'network' ? 'newsletter.offline' : 'newsletter.failed'),
    });
  }, [result, t]);
}
