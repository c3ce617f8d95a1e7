/**
 * Slot for the newsletter block (spec section 2: above the footer), built in app/newsletter/ (C2);
 * it renders <NewsletterBlock /> once that module is committed.
 */
export function NewsletterSlot() {
  return null;
}
