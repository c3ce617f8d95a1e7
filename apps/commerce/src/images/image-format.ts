export type ImageFormat = 'avif' | 'webp' | 'png';

export const contentTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
};

/**
 * The smallest format the browser says it takes. Browsers announce AVIF and WebP in `Accept`
 * for images; anything else (curl, old clients) gets PNG, which every client can show.
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'png';
}
