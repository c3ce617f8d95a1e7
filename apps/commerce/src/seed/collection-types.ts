/** Brands and collections: part of the catalogue contract (see catalog-types.ts). */
import type { Localized, Seo } from './i18n-types.ts';

// ---------------------------------------------------------------- brands & collections

export type BrandKind = 'coffee' | 'equipment';

export interface Brand {
  id: number;
  key: string;
  name: string;
  kind: BrandKind;
  /** Three-letter code used in SKUs. */
  code: string;
  color: string;
  city: string;
  countryCode: string;
  founded: number;
  /** Shown among the top brands. */
  top: boolean;
  description: Localized;
  logoImageId: number;
  collectionId: number;
}

export type CollectionKind =
  | 'category'
  | 'brand'
  | 'offers'
  | 'new'
  | 'bestsellers'
  | 'price-band'
  | 'gift-cards'
  | 'gift-ideas';

export interface BreadcrumbItem {
  collectionId: number;
  title: Localized;
  handle: Localized;
}

export interface PromotionCard {
  title: Localized;
  text: Localized;
  url: Localized;
  imageId: number;
}

export interface CollectionMetafields {
  subTitle: Localized | null;
  /** HTML. */
  introtext: Localized | null;
  brandlogoImageId: number | null;
  /** A brand's home country (ISO 3166-1 alpha-2), shown as a flag badge; null for other collections. */
  brandCountry: string | null;
  breadcrumb: BreadcrumbItem[];
  seoNoindex: boolean;
  promotioncard: PromotionCard | null;
  contentgalleryImageIds: number[];
  /** HTML of a short product test / buying advice, or null. */
  productTest: Localized | null;
  /** Show variants (e.g. bag sizes) as separate cards. */
  displayVariants: boolean;
  /** Option value names (German) to which the shown variants are restricted, or null. */
  variantSubset: string[] | null;
}

export interface Collection {
  id: number;
  key: string;
  kind: CollectionKind;
  parentId: number | null;
  handle: Localized;
  title: Localized;
  description: Localized;
  descriptionHtml: Localized;
  seo: Localized<Seo>;
  imageId: number;
  metafields: CollectionMetafields;
  /** Product ids in manual (collection-default) order. */
  productIds: number[];
  updatedAt: string;
}
