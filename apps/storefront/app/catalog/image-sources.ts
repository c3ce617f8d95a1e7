/** The image host scales on request (spec section 7): `url?width={n}&height={n}`. */
export function sizedImageUrl(url: string, width: number, height: number): string {
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
