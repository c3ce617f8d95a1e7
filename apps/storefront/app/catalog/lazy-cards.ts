import gridClasses from './product-grid.module.css';

/** The first cards of a list, always rendered: the first screens of a phone and a wide screen. */
const renderedHead = 12;
/** The last cards, always rendered on a wide screen: a jump to the pagination lands among real cards. */
const renderedTail = 30;
/**
 * The last cards always rendered on a phone (two columns, product-grid.module.css): four rows, more
 * than the one and a half screens above the pagination that Chromium renders on a jump to it.
 */
const renderedTailOnPhone = 8;

/**
 * The class that lets the card at `index` of `count` be laid out and painted only when scrolled near
 * (content-visibility, product-grid.module.css), or none. Both writers of a grid's cards (card-markup.ts
 * on the server, GridCards in the browser) ask here, so their markup stays the same.
 *
 * The cards after the first 12 skip rendering offscreen, but for those next to the pagination: a
 * jump to it must land among real cards, or the cards taking their real size push it out of view
 * (decision 0072). On a phone that takes 8 cards, not the 30 of a wide screen; rendering the other 22
 * at once cost a 250-card page 85 ms of blocking time at Lighthouse's 4× slowdown (decision 0088).
 *
 * A class on the card, not `:nth-last-child()` in the stylesheet: a selector that counts from the
 * end matches anew on every card the HTML parser appends, so each rendering update during a
 * first load styled and laid out the last 30 cards parsed so far in full and threw that away on
 * the next (a 250-card collection page: 66–72 ms of layout in Chromium, 25–28 ms with the class).
 */
export function offscreenCardClass(index: number, count: number): string | undefined {
  if (index < renderedHead || index >= count - renderedTailOnPhone) return undefined;
  return index < count - renderedTail ? gridClasses.lazyCard : gridClasses.lazyCardOnPhone;
}

/**
 * Whether a card with `cardClass` (offscreenCardClass's answer for it) shows its picture as its image
 * box's background (background-picture.ts), asked for when the card is scrolled near, instead of an
 * `<img loading="lazy">` (decision 0091): a card that skips rendering offscreen on every screen (the
 * `lazyCard` class). The cards rendered on wide screens keep their `<img>`: a background there would
 * load at once, however far down. Cards with an add-to-cart button take part since they hold no form of
 * their own (decision 0092); a form made Chromium style its card as the parse ended, which asked for
 * its background.
 */
export function cardPictureAsBackground(cardClass: string | undefined): boolean {
  return cardClass === gridClasses.lazyCard;
}
