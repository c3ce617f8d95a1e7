import { useIsCartPage } from '../cart/use-cart-page.ts';
import { NewsletterBlock } from '../newsletter/newsletter-block.tsx';

/**
 * Slot for the newsletter block (spec section 2: above the footer), built in app/newsletter/ (C2).
 * The block steps aside on /{lang}/newsletter, which renders it itself with the answer to a post.
 * The cart page is short: its picture is in the first screen (the page's largest paint, Lighthouse),
 * so it is not lazy there; lazy, it was requested only after the first layout (decision 0075).
 */
export function NewsletterSlot() {
  return <NewsletterBlock imageLoading={useIsCartPage() ? 'eager' : 'lazy'} />;
}
