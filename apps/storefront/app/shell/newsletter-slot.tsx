import { NewsletterBlock } from '../newsletter/newsletter-block.tsx';

/**
 * Slot for the newsletter block (spec section 2: above the footer), built in app/newsletter/ (C2).
 * The block steps aside on /{lang}/newsletter, which renders it itself with the answer to a post.
 */
export function NewsletterSlot() {
  return <NewsletterBlock />;
}
