/**
 * The output contract of the catalogue generator. Other modules (database seeding,
 * GraphQL API, image host) code against these types: change them only additively.
 * Money is always integer euro cents; ids are positive integers unique per entity kind.
 */
import type { Brand, Collection } from './collection-types.ts';
import type {
  Article,
  ContentPage,
  DiscountCode,
  GiftCard,
  ShippingCountry,
  SiteConfiguration,
  SiteContent,
} from './content-types.ts';
import type { Localized } from './i18n-types.ts';
import type {
  Certification,
  Image,
  PreparationTypeDefinition,
  Product,
  TasteFacetDefinition,
} from './product-types.ts';

export type * from './collection-types.ts';
export type * from './content-types.ts';
export type * from './i18n-types.ts';
export type * from './product-types.ts';

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
