import { sizedImageUrl } from './image-sources.ts';

/** A string as a quoted CSS string: quotes, backslashes and line breaks escaped. */
function cssString(value: string): string {
  return `"${value.replace(/["\\\n\r\f]/g, (c) => (c === '"' || c === '\\' ? `\\${c}` : `\\${c.charCodeAt(0).toString(16)} `))}"`;
}

/**
 * The `background-image` value that shows a picture of the image host at `width` × `height` CSS
 * pixels, at 1x and 2x (as the `<img>`s' `srcSet`, image-sources.ts).
 *
 * For pictures a long list would otherwise hold hundreds of `<img>`s of: each `<img>` starts an image
 * loader while the HTML is parsed, and a `loading="lazy"` one inside a card that skips rendering
 * (content-visibility) also costs a forced style update when the parse ends. A background costs
 * neither: it is asked for once its element is styled, so one in a skipped card loads when the card
 * is scrolled near (decision 0091). Only for pictures without alt text to give, or inside an element
 * that names them (`role="img"` with a label).
 */
export function backgroundPicture(url: string, width: number, height = width): string {
  const x1 = cssString(sizedImageUrl(url, width, height));
  const x2 = cssString(sizedImageUrl(url, width * 2, height * 2));
  return `image-set(url(${x1}) 1x, url(${x2}) 2x)`;
}
