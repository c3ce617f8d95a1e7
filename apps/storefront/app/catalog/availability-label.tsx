import { useMessages } from '../i18n/define-messages.ts';
import classes from './catalog.module.css';
import { catalogMessages } from './messages.ts';
import type { Availability } from './product-card.ts';

/** The message of each availability (also written by card-markup.ts). */
export const availabilityTexts = {
  'in-stock': 'inStock',
  reordered: 'reordered',
  unavailable: 'unavailable',
} as const;

/**
 * Spec section 3's availability labels: in stock (buyable and in stock), reordered (buyable, currently
 * not in stock), not available (not for sale). The coloured dot (a pseudo-element: one element less on
 * each of a list's 250 cards) repeats what the text says.
 */
export function AvailabilityLabel({ availability }: { availability: Availability }) {
  const t = useMessages(catalogMessages);
  return (
    <p className={classes.availability} data-availability={availability} data-testid="availability">
      {t(availabilityTexts[availability])}
    </p>
  );
}
