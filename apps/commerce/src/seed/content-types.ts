import type { ContentPageKey } from '@shop/shop-rules';
/** Site configuration, money (discounts, gift cards) and site content: part of the catalogue contract. */
import type { Localized, Seo } from './i18n-types.ts';

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

/** `valid_from` / `valid_until`: ISO timestamps of the window an announcement is shown in (either open). */
export type AnnouncementFieldKey =
  | 'title'
  | 'description'
  | 'link'
  | 'link_text'
  | 'discount_code'
  | 'valid_from'
  | 'valid_until';

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

/** The content pages of spec section 2, keyed as both apps know them. */
export type PageKey = ContentPageKey;

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

/** An article's text in one language. */
export interface ArticleText {
  slug: string;
  title: string;
  summary: string;
  /** HTML body. */
  body: string;
}
