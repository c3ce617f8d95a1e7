import * as z from 'zod/mini';
import type { CollectionCardProps } from '../catalog/collection-card.ts';

/** A popular collection on the home page: the collection's card with the icon the site configuration gives it. */
export type PopularCollection = CollectionCardProps & { icon: string };

/** The JSON of the site configuration's `popular_collections`: collection ids with icon paths. */
const entries = z.array(z.object({ collection: z.string(), icon: z.string().check(z.minLength(1)) }));

/**
 * The entries of the `popular_collections` field, in their order; an absent or malformed value (an
 * editor's typo in the JSON) gives none, so the home page shows its other sections instead of failing.
 */
export function popularCollectionsOf(value: string | null | undefined): z.infer<typeof entries> {
  if (!value) return [];
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return [];
  }
  const parsed = entries.safeParse(json);
  return parsed.success ? parsed.data : [];
}
