/**
 * The output contract of the catalogue generator. Other modules (database seeding,
 * GraphQL API, image host) code against these types: change them only additively.
 * Money is always integer euro cents; ids are positive integers unique per entity kind.
 */
import type { ArtworkSpec } from '../artwork/artwork-types.ts';

export type Lang = 'de' | 'en' | 'da';
export type Localized<T = string> = Record<Lang, T>;

export interface Seo {
  title: string;
  description: string;
}

export interface CatalogOptions {
  /** Number of products to generate (the catalogue contains exactly this many, at least the fixed gift-card products). */
  products: number;
  /** PRNG seed; the same seed and product count always give a deep-equal catalogue. */
  seed?: number;
  /** Reference "today" (ISO date) for publishedAt and best-before dates; default 2026-11-01. */
  referenceDate?: string;
}

export interface Catalog {
  seed: number;
  referenceDate: string;
  products: Product[];
  images: Image[];
  collections: Collection[];
  brands: Brand[];
  certifications: Certification[];
  tasteFacets: TasteFacetDefinition[];
  preparationTypes: PreparationTypeDefinition[];
  siteConfig: SiteConfiguration;
  shippingCountries: ShippingCountry[];
  discountCodes: DiscountCode[];
  giftCards: GiftCard[];
  content: Localized<SiteContent>;
  pages: ContentPage[];
  articles: Article[];
}

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

// ---------------------------------------------------------------- configuration, money

export interface PopularCollection {
  collectionId: number;
  /** Icon path on the image host, e.g. `/images/icons/coffee-beans.png` (the path of image `iconImageId`). */
  icon: string;
  iconImageId: number;
}

export interface SiteConfiguration {
  popularCollections: PopularCollection[];
  topBrands: number[];
  topCoffeeBrands: number[];
  coffeeBrands: number[];
  topEquipmentBrands: number[];
  equipmentBrands: number[];
}

export interface ShippingCountry {
  code: string;
  name: Localized;
}

export type DiscountKind = 'percentage' | 'fixed_amount';

export interface DiscountCode {
  id: number;
  code: string;
  kind: DiscountKind;
  /** Percent (1-100) for `percentage`, cents for `fixed_amount`. */
  value: number;
  minimumSubtotalCents: number;
  startsAt: string;
  endsAt: string | null;
  oncePerCustomer: boolean;
  title: Localized;
}

export interface GiftCard {
  id: number;
  /** 16 characters, upper-case letters and digits. */
  code: string;
  lastCharacters: string;
  initialBalanceCents: number;
  balanceCents: number;
  currency: 'EUR';
  expiresOn: string | null;
}

// ---------------------------------------------------------------- site content

export interface MenuItem {
  id: string;
  title: string;
  /** Storefront path (`/de/c/<handle>`, `/de/e/<slug>`, `/de/a/<slug>`) or `#` for a heading without a page. */
  url: string;
  items: MenuItem[];
}

export type AnnouncementFieldKey = 'title' | 'description' | 'link' | 'link_text' | 'discount_code';

export interface Announcement {
  id: string;
  handle: string;
  fields: { key: AnnouncementFieldKey; value: string }[];
}

export interface UspEntry {
  title: string;
  href?: string;
}

export interface EmptySearchContent {
  searchQuerySuggestions: string[];
  productIds: number[];
  collectionIds: number[];
}

export interface SiteContent {
  menu: MenuItem[];
  announcements: Announcement[];
  uspBar: UspEntry[];
  emptySearch: EmptySearchContent;
  uspBarBackgroundColor: string | null;
  topBarBackgroundColor: string | null;
}

export type PageKey =
  | 'shipping'
  | 'payment'
  | 'returns'
  | 'about'
  | 'benefits'
  | 'newsletter'
  | 'coffee-hub'
  | 'click-collect'
  | 'workshops'
  | 'co2'
  | 'flavour-profile'
  | 'terms'
  | 'imprint'
  | 'privacy'
  | 'accessibility';

/** A content page at `/{lang}/e/{slug}`. */
export interface ContentPage {
  id: number;
  key: PageKey;
  slug: Localized;
  title: Localized;
  bodyHtml: Localized;
  seo: Localized<Seo>;
}

/** A knowledge / tutorial article at `/{lang}/a/{slug}`. */
export interface Article {
  id: number;
  key: string;
  slug: Localized;
  title: Localized;
  summary: Localized;
  bodyHtml: Localized;
  imageId: number;
  publishedAt: string;
}
