/** The image host scales on request (spec section 7): `url?width={n}&height={n}`, keeping any query. */
export function squareImageUrl(url: string, size: number): string {
  const parsed = new URL(url, 'http://relative.invalid');
  parsed.searchParams.set('width', String(size));
  parsed.searchParams.set('height', String(size));
  return parsed.origin === 'http://relative.invalid' ? `${parsed.pathname}${parsed.search}` : parsed.href;
}
