/** Products, variants, images and their metafields: part of the catalogue contract (see catalog-types.ts). */
import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import type { Localized, Seo } from './i18n-types.ts';

// ---------------------------------------------------------------- images

export interface Image {
  id: number;
  /** Path on the image host, e.g. `/images/products/12-1.png`. */
  path: string;
  altText: Localized;
  width: number;
  height: number;
  /** Input of `renderArtwork` (apps/commerce/src/artwork). */
  artwork: ArtworkSpec;
}

// ---------------------------------------------------------------- products

export type ProductCategory = 'coffee' | 'machine' | 'grinder' | 'accessory' | 'cup' | 'gift-card';

export interface Product {
  id: number;
  handle: Localized;
  title: Localized;
  description: Localized;
  descriptionHtml: Localized;
  seo: Localized<Seo>;
  /** Brand name, e.g. `Bergwerk Rösterei`. */
  vendor: string;
  brandId: number | null;
  category: ProductCategory;
  productType: Localized;
  /** Includes the shipping tags `Sonderversand`, `Speditionsversand`, `Elektrische Mühlen` where they apply. */
  tags: string[];
  isGiftCard: boolean;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  /** 1 = best seller. Unique per product. */
  bestSellingRank: number;
  options: ProductOption[];
  /** 1..50 variants. */
  variants: Variant[];
  featuredImageId: number;
  /** All images of the product in display order (featured first). */
  imageIds: number[];
  metafields: ProductMetafields;
  /** Collections the product belongs to (ids). */
  collectionIds: number[];
}

export interface ProductOption {
  id: number;
  name: Localized;
  values: ProductOptionValue[];
}

export interface ProductOptionValue {
  id: number;
  name: Localized;
  /** Hex colour for swatches (machine colours), else null. */
  swatchColor: string | null;
}

export interface SelectedOption {
  name: Localized;
  value: Localized;
}

export interface UnitPrice {
  amountCents: number;
  quantityValue: number;
  quantityUnit: 'G';
  referenceValue: 1;
  referenceUnit: 'KG';
}

export interface Variant {
  id: number;
  sku: string;
  /** `Default Title` in all languages for single-variant products. */
  title: Localized;
  selectedOptions: SelectedOption[];
  priceCents: number;
  compareAtPriceCents: number | null;
  /** Price per kilogram for coffee, else null. */
  unitPrice: UnitPrice | null;
  weightGrams: number;
  stock: number;
  availableForSale: boolean;
  /** "Reordered": sold out but still available for sale (backorder). */
  currentlyNotInStock: boolean;
  imageId: number;
  /** Metafield fulfillment.best_before_date (ISO date) for coffee, else null. */
  bestBeforeDate: string | null;
}

export type TasteFacet = 'roast' | 'body' | 'caffeine' | 'strength' | 'balance' | 'fruit' | 'crema';
export type PreparationType = 'espresso' | 'filter' | 'milk-coffee' | 'caffe-crema' | 'cappuccino';

/** Taste profile: per facet an index into the facet's scale (0-based). */
export type TasteProfile = Record<TasteFacet, number>;

export interface TasteFacetDefinition {
  key: TasteFacet;
  name: Localized;
  /** Ordered scale labels, lowest first. */
  scale: Localized[];
}

export interface PreparationTypeDefinition {
  key: PreparationType;
  name: Localized;
}

export interface ProductMetafields {
  /** e.g. `1-3 Werktage`. */
  deliveryTime: Localized;
  note: Localized | null;
  /** Up to 10 image ids (metafield product.gallery). */
  galleryImageIds: number[];
  taste: TasteProfile | null;
  preparationTypes: PreparationType[];
  certificationIds: number[];
}

/** Certification metaobject (handle + fields key/value/image). */
export interface Certification {
  id: number;
  handle: string;
  fields: { key: string; value: Localized }[];
  imageId: number;
}
