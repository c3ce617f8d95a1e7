import { data } from 'react-router';
import { z } from 'zod';
import { postedForm } from '../forms/posted-form.server.ts';
import type { Language } from '../i18n/languages.ts';
import { clientAddress } from '../limits/client-budget.server.ts';
import { hasErrors, type NewsletterResult, validateNewsletter } from './newsletter-rules.ts';
import { mayForwardSignUp } from './sign-up-limit.server.ts';
import { subscribeToNewsletter } from './subscribe.server.ts';

const formSchema = z.object({
  email: z.string().max(254).catch(''),
  // A ticked checkbox posts "on"; an unticked one posts nothing.
  privacyPolicyAccepted: z
    .unknown()
    .optional()
    .transform((value) => value === 'on'),
});

/**
 * Validates the posted form with the browser's rules (so it works without JavaScript too) and
 * subscribes. Nothing is sent to the provider unless the privacy policy was accepted.
 */
export async function handleNewsletterSignUp(request: Request, language: Language) {
  const form = Object.fromEntries(await postedForm(request));
  const { email, privacyPolicyAccepted } = formSchema.parse(form);
  const errors = validateNewsletter({ email, privacyPolicyAccepted });
  if (hasErrors(errors)) {
    return data<NewsletterResult>({ status: 'invalid', email, errors }, { status: 400 });
  }
  if (!(await mayForwardSignUp(request))) {
    return data<NewsletterResult>(
      { status: 'invalid', email, errors: { email: 'newsletter.tooManySignUps' } },
      { status: 429, headers: { 'Retry-After': '3600' } },
    );
  }
  const outcome = await subscribeToNewsletter(email.trim(), language, clientAddress(request) ?? null);
  if (outcome === 'alreadySubscribed') {
    return data<NewsletterResult>(
      { status: 'invalid', email, errors: { email: 'newsletter.alreadySubscribed' } },
      { status: 409 },
    );
  }
  if (outcome === 'failed') return data<NewsletterResult>({ status: 'failed', email }, { status: 502 });
  return data<NewsletterResult>({ status: 'subscribed' });
}
