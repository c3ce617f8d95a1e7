import { useMessages } from '../i18n/define-messages.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import { newsletterMessages } from '../newsletter/messages.ts';
import { handleNewsletterSignUp } from '../newsletter/newsletter-action.server.ts';
import { NewsletterSection } from '../newsletter/newsletter-section.tsx';
import type { Route } from './+types/newsletter';

/**
 * `/{lang}/newsletter`: where the sign-up form posts. With JavaScript a fetcher gets the answer;
 * without it, this page shows the block again with the errors or the success text.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleNewsletterSignUp(request, resolveLanguage(params.lang));
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const t = useMessages(newsletterMessages);
  return (
    <>
      <title>{t('newsletter.pageTitle')}</title>
      <meta name="robots" content="noindex" />
      <NewsletterSection serverResult={actionData} />
    </>
  );
}
