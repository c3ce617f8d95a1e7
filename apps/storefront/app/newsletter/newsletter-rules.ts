import { isValidEmail } from '@shop/shop-rules';

export type NewsletterFieldErrors = {
  email?: 'newsletter.invalidEmail' | 'newsletter.alreadySubscribed' | 'newsletter.tooManySignUps';
  privacy?: 'newsletter.privacyRequired';
};

export type NewsletterInput = { email: string; privacyPolicyAccepted: boolean };

/** The same rules in the browser (on submit) and in the action (for visitors without JavaScript). */
export function validateNewsletter(input: NewsletterInput): NewsletterFieldErrors {
  const errors: NewsletterFieldErrors = {};
  if (!isValidEmail(input.email.trim())) errors.email = 'newsletter.invalidEmail';
  if (!input.privacyPolicyAccepted) errors.privacy = 'newsletter.privacyRequired';
  return errors;
}

export function hasErrors(errors: NewsletterFieldErrors): boolean {
  return errors.email !== undefined || errors.privacy !== undefined;
}

/**
 * What the action answers; the form turns the keys into texts of the page's language. A `failed` with
 * reason `network` is made in the browser, when the shop itself could not be reached.
 */
export type NewsletterResult =
  | { status: 'subscribed' }
  | { status: 'invalid'; email: string; errors: NewsletterFieldErrors }
  | { status: 'failed'; email: string; reason?: 'network' };
