import { useMessages } from '../i18n/define-messages.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { newsletterMessages } from '../newsletter/messages.ts';
import { handleNewsletterSignUp } from '../newsletter/newsletter-action.server.ts';
import type { NewsletterResult } from '../newsletter/newsletter-rules.ts';
import { NewsletterSection } from '../newsletter/newsletter-section.tsx';
import { voucherAmounts } from '../newsletter/voucher-amounts.ts';
import { PageTitle } from '../seo/page-title.tsx';
import type { Route } from './+types/newsletter';

/**
 * `/{lang}/newsletter`: where the sign-up form posts. With JavaScript a fetcher gets the answer;
 * without it, this page shows the block again with the errors or the success text.
 */
/** The form's answer page is not for search engines (route-seo.ts). */
export const handle = { noindex: true };

export async function action({ request, params }: Route.ActionArgs) {
  return handleNewsletterSignUp(request, resolveLanguage(params.lang));
}

/**
 * With JavaScript: when the shop cannot be reached (offline, connection dropped), the form says so
 * instead of the page turning into an error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const sent = request.clone();
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const email = String((await sent.formData()).get('email') ?? '');
    return { status: 'failed', email, reason: 'network' } satisfies NewsletterResult;
  }
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const t = useMessages(newsletterMessages);
  const language = useLanguage();
  return (
    <>
      <PageTitle
        title={t('newsletter.pageTitle')}
        description={t('newsletter.text', voucherAmounts(language.locale))}
      />
      <NewsletterSection serverResult={actionData} />
    </>
  );
}
