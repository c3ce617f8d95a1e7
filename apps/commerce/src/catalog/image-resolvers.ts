import type { Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';

/**
 * Absolute address on this service's image host: the drawing's version as `?v=` (the host keeps a
 * URL with the current one cacheable for a year), a transform as `&width=&height=`.
 */
export function imageUrl(
  publicUrl: string,
  path: string,
  { version, width, height }: { version?: string; width?: number | null; height?: number | null } = {},
): string {
  const url = new URL(path, `${publicUrl}/`);
  if (version) url.searchParams.set('v', version);
  if (width != null && width > 0) url.searchParams.set('width', String(width));
  if (height != null && height > 0) url.searchParams.set('height', String(height));
  return url.toString();
}

export const imageResolvers: Resolvers = {
  Image: {
    id: (image) => toGlobalId('ProductImage', image.id),
    altText: (image, _args, _context, info) => localize(image.altText, operationLanguage(info)),
    url: (image, args, context) => {
      const { transform } = args;
      return imageUrl(context.config.publicUrl, image.path, {
        version: image.version,
        width: transform?.maxWidth,
        height: transform?.maxHeight,
      });
    },
    width: (image) => image.width,
    height: (image) => image.height,
  },
  Media: { __resolveType: () => 'MediaImage' },
  MediaImage: {
    id: (media) => toGlobalId('MediaImage', media.image.id),
    alt: (media, _args, _context, info) => localize(media.image.altText, operationLanguage(info)),
    image: (media) => media.image,
    previewImage: (media) => media.image,
    mediaContentType: () => 'IMAGE',
  },
};
