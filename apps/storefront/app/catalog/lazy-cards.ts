/** The first cards of a list, always rendered: the first screens of a phone and a wide screen. */
const renderedHead = 12;
/** The last cards, always rendered: a jump to the pagination lands among real cards. */
const renderedTail = 30;

/**
 * Whether the card at `index` of `count` may be laid out and painted only when scrolled near
 * (content-visibility, product-grid.module.css). Both writers of a grid's cards (card-markup.ts on
 * the server, GridCards in the browser) ask here, so their markup stays the same.
 *
 * A class on the card, not `:nth-last-child()` in the stylesheet: a selector that counts from the
 * end matches anew on every card the HTML parser appends, so each rendering update during a
 * first load styled and laid out the last 30 cards parsed so far in full and threw that away on
 * the next (a 250-card collection page: 66–72 ms of layout in Chromium, 25–28 ms with the class).
 */
export function skipsRenderingOffscreen(index: number, count: number): boolean {
  return index >= renderedHead && index < count - renderedTail;
}
