/**
 * A URL that needs no normalising: an absolute http(s) URL with a lower-case host and no default port,
 * or a root-relative path; its path of plain characters, no `.` or `..` segments; no query string but
 * the drawing's version the API puts there (`?v=3fa9c0d2`). For these, the sized URL is written
 * directly; `new URL` and its search parameters cost about 1 ms each on a throttled phone, and a
 * page of 250 cards asks for over 1,000 (issue 19).
 */
const plainUrl =
  /^(?:https?:\/\/[a-z0-9.-]+(?::(?!(?:80|443)\/)\d+)?)?(?:\/[\w~%-][\w.~%-]*)+(\?v=[\w.-]+)?$/;

/** The image host scales on request (spec section 7): `url?width={n}&height={n}`. */
export function sizedImageUrl(url: string, width: number, height: number): string {
  const plain = plainUrl.exec(url);
  if (plain) return `${url}${plain[1] ? '&' : '?'}width=${width}&height=${height}`;
  // The URL may be absolute (image host) or relative, and may carry a query string already.
  const parsed = new URL(url, 'http://relative.invalid');
  parsed.searchParams.set('width', String(width));
  parsed.searchParams.set('height', String(height));
  return parsed.origin === 'http://relative.invalid'
    ? `${parsed.pathname}${parsed.search}`
    : parsed.toString();
}

/** `src` and a 1x/2x `srcSet` for an image shown at `width` × `height` CSS pixels (square by default). */
export function imageSources(url: string, width: number, height = width): { src: string; srcSet: string } {
  const x1 = sizedImageUrl(url, width, height);
  const x2 = sizedImageUrl(url, width * 2, height * 2);
  return { src: x1, srcSet: `${x1} 1x, ${x2} 2x` };
}

/**
 * `src` (at `fallbackWidth`) and a `srcSet` by width for a square image whose slot changes with the
 * screen, which the `<img>`'s `sizes` states: the browser takes the smallest drawing that fills the
 * slot at the screen's density, where 1x/2x would send a phone's 1.75x screen the 2x drawing of the
 * widest slot.
 */
export function widthSources(
  url: string,
  widths: readonly number[],
  fallbackWidth: number,
): { src: string; srcSet: string } {
  const at = (width: number) => sizedImageUrl(url, width, width);
  return { src: at(fallbackWidth), srcSet: widths.map((width) => `${at(width)} ${width}w`).join() };
}
