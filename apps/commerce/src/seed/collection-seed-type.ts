import type { CollectionKind, Localized } from './catalog-types.ts';

/** Hand-written category collections: the tree behind the three-level navigation. */
export interface CollectionSeed {
  key: string;
  parent: string | null;
  kind: CollectionKind;
  handle: Localized;
  title: Localized;
  subTitle: Localized;
  color: string;
  /** Price band upper limit in cents for gift-idea bands. */
  maxPriceCents?: number;
}

export const c = (
  key: string,
  parent: string | null,
  handle: [string, string, string],
  title: [string, string, string],
  subTitle: [string, string, string],
  color: string,
  kind: CollectionKind = 'category',
): CollectionSeed => ({
  key,
  parent,
  kind,
  handle: { de: handle[0], en: handle[1], da: handle[2] },
  title: { de: title[0], en: title[1], da: title[2] },
  subTitle: { de: subTitle[0], en: subTitle[1], da: subTitle[2] },
  color,
});
