import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductView, VariantView, CollectionView, MediaImageView, MetaobjectView, PageView, BlogView, ArticleView } from '../catalog/views.ts';
import type { OptionRecord, OptionValueView } from '../catalog/variant-store.ts';
import type { ImageRecord } from '../catalog/image-store.ts';
import type { MetafieldView } from '../catalog/metafield-store.ts';
import type { MetaobjectFieldRecord } from '../content/metaobject-store.ts';
import type { CountryView } from '../content/menu-store.ts';
import type { MenuView, MenuItemView } from '../content/menu-service.ts';
import type { ProductConnectionView } from '../catalog/product-service.ts';
import type { SearchConnectionView } from '../search/search-service.ts';
import type { CartView, CartLineView, BuyerIdentityView } from '../cart/cart-view.ts';
import type { CartDeliveryView, CartDeliveryAddressRecord, CartPostalAddress } from '../cart/cart-tables.ts';
import type { DeliveryGroupView, DeliveryOptionView } from '../cart/delivery-groups.ts';
import type { ShopPolicyView } from '../shop/shop-policies.ts';
import type { SitemapView, SitemapPageView, SitemapItemView } from '../sitemap/sitemap-service.ts';
import type { GraphQLContext } from './context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A colour as a hexadecimal string such as `#b87333`. */
  Color: { input: string; output: string; }
  /** A point in time as an ISO 8601 string in UTC (for example `2026-11-22T10:00:00Z`). */
  DateTime: { input: string; output: string; }
  /** A decimal number, sent as a string so that no precision is lost (for example `"12.50"`). */
  Decimal: { input: string; output: string; }
  /** A string of HTML markup. */
  HTML: { input: string; output: string; }
  /** A JSON value sent as a string. */
  JSON: { input: string; output: string; }
  /** Represents an RFC 3986 and RFC 3987-compliant URI string. */
  URL: { input: string; output: string; }
};

/** A gift card applied to a cart. */
export type AppliedGiftCard = Node & {
  __typename?: 'AppliedGiftCard';
  /** The part of the card's balance that pays for this cart. */
  amountUsed: MoneyV2;
  /** What is left on the card. */
  balance: MoneyV2;
  /** The id of the applied gift card. */
  id: Scalars['ID']['output'];
  /** The last four characters of the code, to show which card it is. */
  lastCharacters: Scalars['String']['output'];
  /** The amount used, in the buyer's currency. */
  presentmentAmountUsed: MoneyV2;
};

/** An article, such as a brewing guide. */
export type Article = Node & {
  __typename?: 'Article';
  /** Who wrote the article: the shop's editorial team. */
  authorV2?: Maybe<ArticleAuthor>;
  /** The blog the article belongs to. */
  blog: Blog;
  /** Plain-text content, optionally cut after a number of characters. */
  content: Scalars['String']['output'];
  /** The content as HTML. */
  contentHtml: Scalars['HTML']['output'];
  /** A plain-text summary, optionally cut after a number of characters. */
  excerpt?: Maybe<Scalars['String']['output']>;
  /** The summary as HTML. */
  excerptHtml?: Maybe<Scalars['HTML']['output']>;
  /** The article's address part, in the request's language. */
  handle: Scalars['String']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The article's image. */
  image?: Maybe<Image>;
  /** When the article was published. */
  publishedAt: Scalars['DateTime']['output'];
  /** Search-engine title and description. */
  seo?: Maybe<Seo>;
  /** Tags of the article (none here). */
  tags: Array<Scalars['String']['output']>;
  /** Title of the article. */
  title: Scalars['String']['output'];
  /**
   * Search tracking parameters for the article's link, when it was found by `search` or
   * `predictiveSearch`; null elsewhere.
   */
  trackingParameters?: Maybe<Scalars['String']['output']>;
};


/** An article, such as a brewing guide. */
export type ArticleContentArgs = {
  truncateAt?: InputMaybe<Scalars['Int']['input']>;
};


/** An article, such as a brewing guide. */
export type ArticleExcerptArgs = {
  truncateAt?: InputMaybe<Scalars['Int']['input']>;
};

/** The author of an article. */
export type ArticleAuthor = {
  __typename?: 'ArticleAuthor';
  /** A short biography. */
  bio?: Maybe<Scalars['String']['output']>;
  /** Where to write to the author. */
  email: Scalars['String']['output'];
  /** The author's first name. */
  firstName: Scalars['String']['output'];
  /** The author's last name. */
  lastName: Scalars['String']['output'];
  /** The author's full name. */
  name: Scalars['String']['output'];
};

/** A page of articles. */
export type ArticleConnection = {
  __typename?: 'ArticleConnection';
  /** The articles with their cursors. */
  edges: Array<ArticleEdge>;
  /** The articles. */
  nodes: Array<Article>;
  /** Paging information. */
  pageInfo: PageInfo;
};

/** One article with its cursor. */
export type ArticleEdge = {
  __typename?: 'ArticleEdge';
  /** Cursor of this article. */
  cursor: Scalars['String']['output'];
  /** The article. */
  node: Article;
};

/** Orders for articles. */
export type ArticleSortKeys =
  /** By id. */
  | 'ID'
  /** By publication time. */
  | 'PUBLISHED_AT'
  /** By title. */
  | 'TITLE';

/** A key and value pair attached to a cart or a cart line. */
export type Attribute = {
  __typename?: 'Attribute';
  /** The key of the attribute. */
  key: Scalars['String']['output'];
  /** The value of the attribute. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A key and value pair to attach to a cart or a cart line. */
export type AttributeInput = {
  /** The key of the attribute. */
  key: Scalars['String']['input'];
  /** The value of the attribute. */
  value: Scalars['String']['input'];
};

/** A line of a cart. */
export type BaseCartLine = {
  /** The attribute of the line with the given key. */
  attribute?: Maybe<Attribute>;
  /** Key and value pairs attached to the line. */
  attributes: Array<Attribute>;
  /** What the line costs. */
  cost: CartLineCost;
  /** The line's share of the discounts. */
  discountAllocations: Array<CartDiscountAllocation>;
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The product variant bought. */
  merchandise: Merchandise;
  /** How many items of the merchandise the line holds. */
  quantity: Scalars['Int']['output'];
};


/** A line of a cart. */
export type BaseCartLineAttributeArgs = {
  key: Scalars['String']['input'];
};

/** A page of cart lines. */
export type BaseCartLineConnection = {
  __typename?: 'BaseCartLineConnection';
  /** The lines with their cursors. */
  edges: Array<BaseCartLineEdge>;
  /** The lines. */
  nodes: Array<BaseCartLine>;
  /** Where this page is in the list of lines. */
  pageInfo: PageInfo;
};

/** A cart line with its cursor. */
export type BaseCartLineEdge = {
  __typename?: 'BaseCartLineEdge';
  /** Cursor to continue after this line. */
  cursor: Scalars['String']['output'];
  /** The line. */
  node: BaseCartLine;
};

/** A collection of articles; here the shop's coffee knowledge. */
export type Blog = Node & {
  __typename?: 'Blog';
  /** One article of the blog by handle, in the request's language. */
  articleByHandle?: Maybe<Article>;
  /** The blog's articles. */
  articles: ArticleConnection;
  /** The blog's address part, in the request's language. */
  handle: Scalars['String']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** Search-engine title and description: the blog's title. */
  seo?: Maybe<Seo>;
  /** Title of the blog. */
  title: Scalars['String']['output'];
};


/** A collection of articles; here the shop's coffee knowledge. */
export type BlogArticleByHandleArgs = {
  handle: Scalars['String']['input'];
};


/** A collection of articles; here the shop's coffee knowledge. */
export type BlogArticlesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<ArticleSortKeys>;
};

/** A page of blogs. */
export type BlogConnection = {
  __typename?: 'BlogConnection';
  /** The blogs with their cursors. */
  edges: Array<BlogEdge>;
  /** The blogs. */
  nodes: Array<Blog>;
  /** Paging information. */
  pageInfo: PageInfo;
};

/** One blog with its cursor. */
export type BlogEdge = {
  __typename?: 'BlogEdge';
  /** Cursor of this blog. */
  cursor: Scalars['String']['output'];
  /** The blog. */
  node: Blog;
};

/** Orders for blogs. */
export type BlogSortKeys =
  /** By handle. */
  | 'HANDLE'
  /** By id. */
  | 'ID'
  /** By title. */
  | 'TITLE';

/** The shop's branding. */
export type Brand = {
  __typename?: 'Brand';
  /** The brand's colours. */
  colors: BrandColors;
  /** A cover image (none). */
  coverImage?: Maybe<MediaImage>;
  /** The logo as an image (none: the storefront draws its mark itself). */
  logo?: Maybe<MediaImage>;
  /** A short description of the shop. */
  shortDescription?: Maybe<Scalars['String']['output']>;
  /** The shop's slogan (none). */
  slogan?: Maybe<Scalars['String']['output']>;
  /** A square logo (none). */
  squareLogo?: Maybe<MediaImage>;
};

/** A background colour with the colour of text on it. */
export type BrandColorGroup = {
  __typename?: 'BrandColorGroup';
  /** The background colour. */
  background?: Maybe<Scalars['Color']['output']>;
  /** The colour of text on the background. */
  foreground?: Maybe<Scalars['Color']['output']>;
};

/** The colours of the brand. */
export type BrandColors = {
  __typename?: 'BrandColors';
  /** The main colours. */
  primary: Array<BrandColorGroup>;
  /** The supporting colours. */
  secondary: Array<BrandColorGroup>;
};

/** The input fields for obtaining the buyer's identity. */
export type BuyerInput = {
  /** The company location of a business buyer. */
  companyLocationId?: InputMaybe<Scalars['ID']['input']>;
  /** The customer access token retrieved from the Customer Accounts API. */
  customerAccessToken: Scalars['String']['input'];
};

/** A shopping cart: the merchandise a buyer intends to purchase, with costs, codes and gift cards. */
export type Cart = Node & {
  __typename?: 'Cart';
  /** Gift cards applied to the cart, in the order they were applied. */
  appliedGiftCards: Array<AppliedGiftCard>;
  /** The attribute of the cart with the given key. */
  attribute?: Maybe<Attribute>;
  /** Key and value pairs attached to the cart. */
  attributes: Array<Attribute>;
  /** Who is buying: used for contact details and country. */
  buyerIdentity: CartBuyerIdentity;
  /** Where the buyer completes the purchase. */
  checkoutUrl: Scalars['URL']['output'];
  /** What the cart costs, after discounts and gift cards. */
  cost: CartCost;
  /** When the cart was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Where the cart is to be delivered. */
  delivery: CartDelivery;
  /**
   * How the cart is delivered, by the shop's shipping rule: one group once the cart has a delivery
   * address (the selected one, else the first) and something to ship; none before.
   */
  deliveryGroups: CartDeliveryGroupConnection;
  /** Discounts that apply to the whole cart, one entry per discount code. */
  discountAllocations: Array<CartDiscountAllocation>;
  /** The discount codes entered, each telling whether it applies to the cart now. */
  discountCodes: Array<CartDiscountCode>;
  /** The cart's id, which carries the secret key needed to read or change it. */
  id: Scalars['ID']['output'];
  /** The lines of the cart, oldest first. */
  lines: BaseCartLineConnection;
  /** A metafield the client set on the cart. */
  metafield?: Maybe<Metafield>;
  /** Metafields the client set on the cart, in the order asked (null for one not set). */
  metafields: Array<Maybe<Metafield>>;
  /** A note for the order. */
  note?: Maybe<Scalars['String']['output']>;
  /** The number of items in the cart, summed over the lines. */
  totalQuantity: Scalars['Int']['output'];
  /** When the cart was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/** A shopping cart: the merchandise a buyer intends to purchase, with costs, codes and gift cards. */
export type CartAttributeArgs = {
  key: Scalars['String']['input'];
};


/** A shopping cart: the merchandise a buyer intends to purchase, with costs, codes and gift cards. */
export type CartDeliveryGroupsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  withCarrierRates?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A shopping cart: the merchandise a buyer intends to purchase, with costs, codes and gift cards. */
export type CartLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A shopping cart: the merchandise a buyer intends to purchase, with costs, codes and gift cards. */
export type CartMetafieldArgs = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
};


/** A shopping cart: the merchandise a buyer intends to purchase, with costs, codes and gift cards. */
export type CartMetafieldsArgs = {
  identifiers: Array<HasMetafieldsIdentifier>;
};

/** A kind of address. */
export type CartAddress = CartDeliveryAddress;

/** Exactly one kind of address. */
export type CartAddressInput = {
  /** An address of the signed-in customer's (there are none: refused). */
  copyFromCustomerAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** The address itself. */
  deliveryAddress?: InputMaybe<CartDeliveryAddressInput>;
};

/** The result of `cartAttributesUpdate`. */
export type CartAttributesUpdatePayload = {
  __typename?: 'CartAttributesUpdatePayload';
  /** The cart after the change, or null when the cart does not exist. */
  cart?: Maybe<Cart>;
  /** Why the input was refused; when there are any, nothing was changed. */
  userErrors: Array<CartUserError>;
  /** What was changed other than asked, for example a quantity reduced to the stock. */
  warnings: Array<CartWarning>;
};

/** Who is buying. */
export type CartBuyerIdentity = {
  __typename?: 'CartBuyerIdentity';
  /** The buyer's country. */
  countryCode?: Maybe<CountryCode>;
  /** The signed-in customer, if any. */
  customer?: Maybe<Customer>;
  /** The buyer's e-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** The buyer's phone number. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** Who is buying, as given by the client. */
export type CartBuyerIdentityInput = {
  /** The buyer's country. */
  countryCode?: InputMaybe<CountryCode>;
  /**
   * The access token of a signed-in customer (the shop has no customer accounts yet, so every token
   * is refused with a user error).
   */
  customerAccessToken?: InputMaybe<Scalars['String']['input']>;
  /** The buyer's e-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The buyer's phone number in E.164 form, e.g. +4930123456. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `cartBuyerIdentityUpdate`. */
export type CartBuyerIdentityUpdatePayload = {
  __typename?: 'CartBuyerIdentityUpdatePayload';
  /** The cart after the change, or null when the cart does not exist. */
  cart?: Maybe<Cart>;
  /** Why the input was refused; when there are any, nothing was changed. */
  userErrors: Array<CartUserError>;
  /** What was changed other than asked, for example a quantity reduced to the stock. */
  warnings: Array<CartWarning>;
};

/** The share of a discount that came from a discount code. */
export type CartCodeDiscountAllocation = CartDiscountAllocation & {
  __typename?: 'CartCodeDiscountAllocation';
  /** The discount code. */
  code: Scalars['String']['output'];
  /** The amount taken off. */
  discountedAmount: MoneyV2;
  /** What the discount applies to. */
  targetType: DiscountApplicationTargetType;
};

/** The amounts of a cart. */
export type CartCost = {
  __typename?: 'CartCost';
  /** The amount due at checkout. */
  checkoutChargeAmount: MoneyV2;
  /** The sum of the lines before discounts and gift cards. */
  subtotalAmount: MoneyV2;
  /** Whether the subtotal is an estimate (it never is here). */
  subtotalAmountEstimated: Scalars['Boolean']['output'];
  /** What remains to pay after discounts and gift cards. */
  totalAmount: MoneyV2;
  /** Whether the total is an estimate (it never is here). */
  totalAmountEstimated: Scalars['Boolean']['output'];
  /**
   * Duties charged at checkout: null, the shop charges none (within the EU there are none; outside
   * it the recipient pays import charges on delivery; decision 0051).
   */
  totalDutyAmount?: Maybe<MoneyV2>;
  /**
   * The German VAT included in the total after discounts (7 % on coffee, 19 % on equipment, none on
   * gift cards; decision 0051). Prices include VAT, so this is part of `totalAmount`, not added to it.
   */
  totalTaxAmount?: Maybe<MoneyV2>;
};

/** The result of `cartCreate`. */
export type CartCreatePayload = {
  __typename?: 'CartCreatePayload';
  /** The cart after the change, or null when the cart does not exist. */
  cart?: Maybe<Cart>;
  /** Why the input was refused; when there are any, nothing was changed. */
  userErrors: Array<CartUserError>;
  /** What was changed other than asked, for example a quantity reduced to the stock. */
  warnings: Array<CartWarning>;
};

/** Where a cart is to be delivered. */
export type CartDelivery = {
  __typename?: 'CartDelivery';
  /** The cart's delivery addresses, in the order added; only the selected one when asked. */
  addresses: Array<CartSelectableAddress>;
};


/** Where a cart is to be delivered. */
export type CartDeliveryAddressesArgs = {
  selected?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A postal address to deliver to. */
export type CartDeliveryAddress = {
  __typename?: 'CartDeliveryAddress';
  /** Street and house number. */
  address1?: Maybe<Scalars['String']['output']>;
  /** Further address line. */
  address2?: Maybe<Scalars['String']['output']>;
  /** Town or city. */
  city?: Maybe<Scalars['String']['output']>;
  /** Company. */
  company?: Maybe<Scalars['String']['output']>;
  /** The two-letter country code. */
  countryCode?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The address as lines, as a label shows it. */
  formatted: Array<Scalars['String']['output']>;
  /** Postal code and city with the country, in one line. */
  formattedArea?: Maybe<Scalars['String']['output']>;
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** First and last name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Region code. */
  provinceCode?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  zip?: Maybe<Scalars['String']['output']>;
};


/** A postal address to deliver to. */
export type CartDeliveryAddressFormattedArgs = {
  withCompany?: InputMaybe<Scalars['Boolean']['input']>;
  withName?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A postal address to deliver to. */
export type CartDeliveryAddressInput = {
  /** Street and house number. */
  address1?: InputMaybe<Scalars['String']['input']>;
  /** Further address line. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Town or city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Company. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** The country. */
  countryCode?: InputMaybe<CountryCode>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Phone number in E.164 form. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Region code, where a country has them. */
  provinceCode?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** The result of adding delivery addresses. */
export type CartDeliveryAddressesAddPayload = {
  __typename?: 'CartDeliveryAddressesAddPayload';
  /** The cart after the change, or null when it was refused. */
  cart?: Maybe<Cart>;
  /** Why the change was refused. */
  userErrors: Array<CartUserError>;
  /** What the change could not do as asked. */
  warnings: Array<CartWarning>;
};

/** The result of removing delivery addresses. */
export type CartDeliveryAddressesRemovePayload = {
  __typename?: 'CartDeliveryAddressesRemovePayload';
  /** The cart after the change, or null when it was refused. */
  cart?: Maybe<Cart>;
  /** Why the change was refused. */
  userErrors: Array<CartUserError>;
  /** What the change could not do as asked. */
  warnings: Array<CartWarning>;
};

/** The result of changing delivery addresses. */
export type CartDeliveryAddressesUpdatePayload = {
  __typename?: 'CartDeliveryAddressesUpdatePayload';
  /** The cart after the change, or null when it was refused. */
  cart?: Maybe<Cart>;
  /** Why the change was refused. */
  userErrors: Array<CartUserError>;
  /** What the change could not do as asked. */
  warnings: Array<CartWarning>;
};

/** Cart lines delivered together to one address, and the ways they can be delivered. */
export type CartDeliveryGroup = {
  __typename?: 'CartDeliveryGroup';
  /** The lines of the group: every line but gift cards, which are sent by e-mail. */
  cartLines: BaseCartLineConnection;
  /** Where the group is delivered. */
  deliveryAddress: MailingAddress;
  /**
   * The ways the group can be delivered: the method the shipping rule picks for its lines, or none
   * when the shop does not ship to the address's country.
   */
  deliveryOptions: Array<CartDeliveryOption>;
  /** What kind of purchase the group holds. */
  groupType: CartDeliveryGroupType;
  /** The group's id. */
  id: Scalars['ID']['output'];
  /** The option the checkout charges. */
  selectedDeliveryOption?: Maybe<CartDeliveryOption>;
};


/** Cart lines delivered together to one address, and the ways they can be delivered. */
export type CartDeliveryGroupCartLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A page of a cart's delivery groups. */
export type CartDeliveryGroupConnection = {
  __typename?: 'CartDeliveryGroupConnection';
  /** The groups with their cursors. */
  edges: Array<CartDeliveryGroupEdge>;
  /** The groups. */
  nodes: Array<CartDeliveryGroup>;
  /** Where this page lies. */
  pageInfo: PageInfo;
};

/** A delivery group with its cursor. */
export type CartDeliveryGroupEdge = {
  __typename?: 'CartDeliveryGroupEdge';
  /** The cursor. */
  cursor: Scalars['String']['output'];
  /** The group. */
  node: CartDeliveryGroup;
};

/** What kind of purchase a delivery group holds. */
export type CartDeliveryGroupType =
  /** Single purchases (the shop sells no subscriptions). */
  | 'ONE_TIME_PURCHASE'
  /** Subscriptions. */
  | 'SUBSCRIPTION';

/** A way of delivering a delivery group. */
export type CartDeliveryOption = {
  __typename?: 'CartDeliveryOption';
  /** The method's code. */
  code?: Maybe<Scalars['String']['output']>;
  /** How it is delivered. */
  deliveryMethodType: DeliveryMethodType;
  /** What it means for the buyer, in the request's language. */
  description?: Maybe<Scalars['String']['output']>;
  /** What it costs. */
  estimatedCost: MoneyV2;
  /** The option's handle, for `cartSelectedDeliveryOptionsUpdate`. */
  handle: Scalars['String']['output'];
  /** The method's name, in the request's language. */
  title?: Maybe<Scalars['String']['output']>;
};

/** A discount's share of a cart or cart line. */
export type CartDiscountAllocation = {
  /** The amount taken off. */
  discountedAmount: MoneyV2;
  /** What the discount applies to. */
  targetType: DiscountApplicationTargetType;
};

/** A discount code entered in the cart. */
export type CartDiscountCode = {
  __typename?: 'CartDiscountCode';
  /** Whether the code applies to the cart as it is now. */
  applicable: Scalars['Boolean']['output'];
  /** The code as entered. */
  code: Scalars['String']['output'];
};

/** The result of `cartDiscountCodesUpdate`. */
export type CartDiscountCodesUpdatePayload = {
  __typename?: 'CartDiscountCodesUpdatePayload';
  /** The cart after the change, or null when the cart does not exist. */
  cart?: Maybe<Cart>;
  /** Why the input was refused; when there are any, nothing was changed. */
  userErrors: Array<CartUserError>;
  /** What was changed other than asked, for example a quantity reduced to the stock. */
  warnings: Array<CartWarning>;
};

/** The kinds of problems with a cart change. */
export type CartErrorCode =
  /** An address field holds HTML. */
  | 'ADDRESS_FIELD_CONTAINS_HTML_TAGS'
  /** A required address field is empty. */
  | 'ADDRESS_FIELD_IS_REQUIRED'
  /** An address field is too long. */
  | 'ADDRESS_FIELD_IS_TOO_LONG'
  /** The input is not valid. */
  | 'INVALID'
  /** No delivery address of the cart has this id. */
  | 'INVALID_DELIVERY_ADDRESS_ID'
  /** The cart has no delivery group with this id. */
  | 'INVALID_DELIVERY_GROUP'
  /** The delivery group offers no option with this handle. */
  | 'INVALID_DELIVERY_OPTION'
  /** The merchandise does not exist or cannot be bought. */
  | 'INVALID_MERCHANDISE_LINE'
  /** The postal code does not fit the country. */
  | 'INVALID_ZIP_CODE_FOR_COUNTRY'
  /** More was asked for than allowed. */
  | 'MAXIMUM_EXCEEDED'
  /** The operation needs a customer access token. */
  | 'MISSING_CUSTOMER_ACCESS_TOKEN'
  /** A discount code is missing. */
  | 'MISSING_DISCOUNT_CODE'
  /** The note is too long. */
  | 'NOTE_TOO_LONG'
  /** More than one delivery address was to be selected. */
  | 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'
  /** The cart holds the most delivery addresses it may. */
  | 'TOO_MANY_DELIVERY_ADDRESSES';

/** The result of `cartGiftCardCodesRemove`. */
export type CartGiftCardCodesRemovePayload = {
  __typename?: 'CartGiftCardCodesRemovePayload';
  /** The cart after the change, or null when the cart does not exist. */
  cart?: Maybe<Cart>;
  /** Why the input was refused; when there are any, nothing was changed. */
  userErrors: Array<CartUserError>;
  /** What was changed other than asked, for example a quantity reduced to the stock. */
  warnings: Array<CartWarning>;
};

/** The result of `cartGiftCardCodesUpdate`. */
export type CartGiftCardCodesUpdatePayload = {
  __typename?: 'CartGiftCardCodesUpdatePayload';
  /** The cart after the change, or null when the cart does not exist. */
  cart?: Maybe<Cart>;
  /** Why the input was refused; when there are any, nothing was changed. */
  userErrors: Array<CartUserError>;
  /** What was changed other than asked, for example a quantity reduced to the stock. */
  warnings: Array<CartWarning>;
};

/** What a new cart holds. */
export type CartInput = {
  /** Key and value pairs for the cart. */
  attributes?: InputMaybe<Array<AttributeInput>>;
  /** Who is buying. */
  buyerIdentity?: InputMaybe<CartBuyerIdentityInput>;
  /** Discount codes, in any case. */
  discountCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Gift card codes, in any case. */
  giftCardCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The merchandise to start with. */
  lines?: InputMaybe<Array<CartLineInput>>;
  /** Metafields to set on the new cart. */
  metafields?: InputMaybe<Array<CartInputMetafieldInput>>;
  /** A note for the order. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** A metafield to set on a new cart. */
export type CartInputMetafieldInput = {
  /** The key, `namespace.key` or a plain key in the default namespace `custom`. */
  key: Scalars['String']['input'];
  /** The metafield's type, e.g. `single_line_text_field` or `json`. */
  type: Scalars['String']['input'];
  /** The value as text. */
  value: Scalars['String']['input'];
};

/** A line of a cart holding one product variant. */
export type CartLine = BaseCartLine & Node & {
  __typename?: 'CartLine';
  /** The attribute of the line with the given key. */
  attribute?: Maybe<Attribute>;
  /** Key and value pairs attached to the line. */
  attributes: Array<Attribute>;
  /** What the line costs. */
  cost: CartLineCost;
  /** The line's share of the discounts. */
  discountAllocations: Array<CartDiscountAllocation>;
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The product variant bought. */
  merchandise: Merchandise;
  /** How many items of the merchandise the line holds. */
  quantity: Scalars['Int']['output'];
};


/** A line of a cart holding one product variant. */
export type CartLineAttributeArgs = {
  key: Scalars['String']['input'];
};

/** The amounts of a cart line. */
export type CartLineCost = {
  __typename?: 'CartLineCost';
  /** The price of one item. */
  amountPerQuantity: MoneyV2;
  /** The former price of one item, when the merchandise is reduced. */
  compareAtAmountPerQuantity?: Maybe<MoneyV2>;
  /** The price of all items of the line before discounts. */
  subtotalAmount: MoneyV2;
  /** The price of all items of the line after its discounts. */
  totalAmount: MoneyV2;
};

/** Merchandise to put in a cart. */
export type CartLineInput = {
  /** Key and value pairs for the line. */
  attributes?: InputMaybe<Array<AttributeInput>>;
  /** The product variant. */
  merchandiseId: Scalars['ID']['input'];
  /** How many items. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** A change of a cart line. */
export type CartLineUpdateInput = {
  /** New key and value pairs for the line. */
  attributes?: InputMaybe<Array<AttributeInput>>;
  /** The line to change. */
  id: Scalars['ID']['input'];
  /** Another product variant for the line. */
  merchandiseId?: InputMaybe<Scalars['ID']['input']>;
  /** The new quantity; 0 removes the line. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** The result of `cartLinesAdd`. */
export type CartLinesAddPayload = {
  __typename?: 'CartLinesAddPayload';
  /** The cart after the change, or null when the cart does not exist. */
  cart?: Maybe<Cart>;
  /** Why the input was refused; when there are any, nothing was changed. */
  userErrors: Array<CartUserError>;
  /** What was changed other than asked, for example a quantity reduced to the stock. */
  warnings: Array<CartWarning>;
};

/** The result of `cartLinesRemove`. */
export type CartLinesRemovePayload = {
  __typename?: 'CartLinesRemovePayload';
  /** The cart after the change, or null when the cart does not exist. */
  cart?: Maybe<Cart>;
  /** Why the input was refused; when there are any, nothing was changed. */
  userErrors: Array<CartUserError>;
  /** What was changed other than asked, for example a quantity reduced to the stock. */
  warnings: Array<CartWarning>;
};

/** The result of `cartLinesUpdate`. */
export type CartLinesUpdatePayload = {
  __typename?: 'CartLinesUpdatePayload';
  /** The cart after the change, or null when the cart does not exist. */
  cart?: Maybe<Cart>;
  /** Why the input was refused; when there are any, nothing was changed. */
  userErrors: Array<CartUserError>;
  /** What was changed other than asked, for example a quantity reduced to the stock. */
  warnings: Array<CartWarning>;
};

/** A cart metafield to delete. */
export type CartMetafieldDeleteInput = {
  /** The key, `namespace.key` or a plain key in the default namespace `custom`. */
  key: Scalars['String']['input'];
  /** The cart's id. */
  ownerId: Scalars['ID']['input'];
};

/** The result of deleting a cart metafield. */
export type CartMetafieldDeletePayload = {
  __typename?: 'CartMetafieldDeletePayload';
  /** The id of the deleted metafield. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused. */
  userErrors: Array<MetafieldDeleteUserError>;
};

/** A metafield to set on a cart. */
export type CartMetafieldsSetInput = {
  /** The key, `namespace.key` or a plain key in the default namespace `custom`. */
  key: Scalars['String']['input'];
  /** The cart's id. */
  ownerId: Scalars['ID']['input'];
  /** The metafield's type, e.g. `single_line_text_field` or `json`. */
  type: Scalars['String']['input'];
  /** The value as text. */
  value: Scalars['String']['input'];
};

/** The result of setting cart metafields. */
export type CartMetafieldsSetPayload = {
  __typename?: 'CartMetafieldsSetPayload';
  /** The metafields as set, or null when refused. */
  metafields?: Maybe<Array<Metafield>>;
  /** Why the change was refused. */
  userErrors: Array<MetafieldsSetUserError>;
};

/** The result of `cartNoteUpdate`. */
export type CartNoteUpdatePayload = {
  __typename?: 'CartNoteUpdatePayload';
  /** The cart after the change, or null when the cart does not exist. */
  cart?: Maybe<Cart>;
  /** Why the input was refused; when there are any, nothing was changed. */
  userErrors: Array<CartUserError>;
  /** What was changed other than asked, for example a quantity reduced to the stock. */
  warnings: Array<CartWarning>;
};

/** A delivery address of a cart. */
export type CartSelectableAddress = {
  __typename?: 'CartSelectableAddress';
  /** The address. */
  address: CartAddress;
  /** The address's id. */
  id: Scalars['ID']['output'];
  /** Not kept for the buyer after checkout. */
  oneTimeUse: Scalars['Boolean']['output'];
  /** Whether the checkout uses this address. */
  selected: Scalars['Boolean']['output'];
};

/** A delivery address to add to a cart. */
export type CartSelectableAddressInput = {
  /** The address. */
  address: CartAddressInput;
  /** Not kept for the buyer after checkout (there are no customer accounts; kept as given). */
  oneTimeUse?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the checkout uses this address (one address at most is selected). */
  selected?: InputMaybe<Scalars['Boolean']['input']>;
  /** How strictly the address is checked. */
  validationStrategy?: InputMaybe<DeliveryAddressValidationStrategy>;
};

/** A change of a cart's delivery address. */
export type CartSelectableAddressUpdateInput = {
  /** The new address, when it changes. */
  address?: InputMaybe<CartAddressInput>;
  /** The address's id. */
  id: Scalars['ID']['input'];
  /** Not kept for the buyer after checkout. */
  oneTimeUse?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the checkout uses this address. */
  selected?: InputMaybe<Scalars['Boolean']['input']>;
  /** How strictly the address is checked. */
  validationStrategy?: InputMaybe<DeliveryAddressValidationStrategy>;
};

/** The option to choose for a delivery group. */
export type CartSelectedDeliveryOptionInput = {
  /** The delivery group's id. */
  deliveryGroupId: Scalars['ID']['input'];
  /** The handle of the option. */
  deliveryOptionHandle: Scalars['String']['input'];
};

/** The result of choosing delivery options. */
export type CartSelectedDeliveryOptionsUpdatePayload = {
  __typename?: 'CartSelectedDeliveryOptionsUpdatePayload';
  /** The cart after the change, or null when it was refused. */
  cart?: Maybe<Cart>;
  /** Why the change was refused. */
  userErrors: Array<CartUserError>;
  /** What the change could not do as asked. */
  warnings: Array<CartWarning>;
};

/** Why a cart change was refused. */
export type CartUserError = {
  __typename?: 'CartUserError';
  /** What kind of problem it is. */
  code?: Maybe<CartErrorCode>;
  /** The path to the input field at fault. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What is wrong, for people. */
  message: Scalars['String']['output'];
};

/** Something the cart changed other than asked. */
export type CartWarning = {
  __typename?: 'CartWarning';
  /** What happened. */
  code: CartWarningCode;
  /** What happened, for people. */
  message: Scalars['String']['output'];
  /** The id of what the warning is about. */
  target: Scalars['ID']['output'];
};

/** The kinds of warnings of a cart change. */
export type CartWarningCode =
  /** Less than asked was added because the stock is short. */
  | 'MERCHANDISE_NOT_ENOUGH_STOCK'
  /** Nothing was added because the merchandise is sold out. */
  | 'MERCHANDISE_OUT_OF_STOCK';

/** A group of products, such as a category or a brand. */
export type Collection = HasMetafields & Node & {
  __typename?: 'Collection';
  /** Plain-text description, optionally cut after a number of characters. */
  description: Scalars['String']['output'];
  /** The description as HTML. */
  descriptionHtml: Scalars['HTML']['output'];
  /** The collection's address part, in the request's language. */
  handle: Scalars['String']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The collection's banner image. */
  image?: Maybe<Image>;
  /** One metafield by namespace and key. */
  metafield?: Maybe<Metafield>;
  /** Several metafields; a missing one is null at its position. */
  metafields: Array<Maybe<Metafield>>;
  /** The collection's products, filtered, sorted and paged (at most 250 per page). */
  products: ProductConnection;
  /** Search-engine title and description. */
  seo: Seo;
  /** Name of the collection in the request's language. */
  title: Scalars['String']['output'];
  /**
   * Search tracking parameters for the collection's link, when it was found by `search` or
   * `predictiveSearch`; null elsewhere.
   */
  trackingParameters?: Maybe<Scalars['String']['output']>;
  /** When the collection was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/** A group of products, such as a category or a brand. */
export type CollectionDescriptionArgs = {
  truncateAt?: InputMaybe<Scalars['Int']['input']>;
};


/** A group of products, such as a category or a brand. */
export type CollectionMetafieldArgs = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
};


/** A group of products, such as a category or a brand. */
export type CollectionMetafieldsArgs = {
  identifiers: Array<HasMetafieldsIdentifier>;
};


/** A group of products, such as a category or a brand. */
export type CollectionProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<Array<ProductFilter>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<ProductCollectionSortKeys>;
};

/** A page of collections. */
export type CollectionConnection = {
  __typename?: 'CollectionConnection';
  /** The collections with their cursors. */
  edges: Array<CollectionEdge>;
  /** The collections. */
  nodes: Array<Collection>;
  /** Paging information. */
  pageInfo: PageInfo;
};

/** One collection with its cursor. */
export type CollectionEdge = {
  __typename?: 'CollectionEdge';
  /** Cursor of this collection. */
  cursor: Scalars['String']['output'];
  /** The collection. */
  node: Collection;
};

/** Orders for a list of collections. */
export type CollectionSortKeys =
  /** By id. */
  | 'ID'
  /** Best match first. */
  | 'RELEVANCE'
  /** By title in the request's language. */
  | 'TITLE'
  /** By last change. */
  | 'UPDATED_AT';

/**
 * A line made of component lines (a bundle). The shop sells no bundles, so no cart holds one; the
 * type exists so that clients' fragments on it are valid.
 */
export type ComponentizableCartLine = BaseCartLine & Node & {
  __typename?: 'ComponentizableCartLine';
  /** The attribute of the line with the given key. */
  attribute?: Maybe<Attribute>;
  /** Key and value pairs attached to the line. */
  attributes: Array<Attribute>;
  /** What the line costs. */
  cost: CartLineCost;
  /** The line's share of the discounts. */
  discountAllocations: Array<CartDiscountAllocation>;
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The lines the bundle is made of. */
  lineComponents: Array<CartLine>;
  /** The merchandise bought. */
  merchandise: Merchandise;
  /** How many bundles the line holds. */
  quantity: Scalars['Int']['output'];
};


/**
 * A line made of component lines (a bundle). The shop sells no bundles, so no cart holds one; the
 * type exists so that clients' fragments on it are valid.
 */
export type ComponentizableCartLineAttributeArgs = {
  key: Scalars['String']['input'];
};

/** A number of things, and how exact it is. */
export type Count = {
  __typename?: 'Count';
  /** The number. */
  count: Scalars['Int']['output'];
  /** Whether the number is exact or a lower bound. */
  precision: CountPrecision;
};

/** How exact a count is. */
export type CountPrecision =
  /** At least this many: a limit was reached. */
  | 'AT_LEAST'
  /** Exactly this many. */
  | 'EXACT';

/** A country the shop ships to. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 code. */
  isoCode: CountryCode;
  /** Name in the request's language. */
  name: Scalars['String']['output'];
};

/**
 * A country, as a two-letter ISO 3166-1 code, and `ZZ` for an unknown region (the platform's full list:
 * a client may name any country; the shop ships to those of `localization.availableCountries`).
 */
export type CountryCode =
  | 'AC'
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AN'
  | 'AO'
  | 'AR'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BQ'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CW'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PS'
  | 'PT'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'SS'
  | 'ST'
  | 'SV'
  | 'SX'
  | 'SY'
  | 'SZ'
  | 'TA'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'XK'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW'
  | 'ZZ';

/** The currencies amounts can be expressed in (ISO 4217). This shop sells in euro. */
export type CurrencyCode =
  /** Danish krone. */
  | 'DKK'
  /** Euro. */
  | 'EUR';

/** A customer account of the shop. */
export type Customer = {
  __typename?: 'Customer';
  /** The customer's name, e-mail address or phone number. */
  displayName: Scalars['String']['output'];
  /** The customer's e-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** The customer's first name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** A globally-unique ID. */
  id: Scalars['ID']['output'];
  /** The customer's last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The customer's phone number. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** How strictly a delivery address is checked. */
export type DeliveryAddressValidationStrategy =
  /** The country and the form of each field (no HTML, lengths). */
  | 'COUNTRY_CODE_ONLY'
  /**
   * Also the fields a delivery needs (street, postal code, city, last name) and the postal code's
   * form for the country.
   */
  | 'STRICT';

/** How a delivery option delivers. */
export type DeliveryMethodType =
  /** Local delivery. */
  | 'LOCAL'
  /** No delivery. */
  | 'NONE'
  /** Shipping to a pickup point. */
  | 'PICKUP_POINT'
  /** Picked up by the buyer. */
  | 'PICK_UP'
  /** Retail. */
  | 'RETAIL'
  /** Shipped. */
  | 'SHIPPING';

/** What a discount applies to. */
export type DiscountApplicationTargetType =
  /** The merchandise of the lines. */
  | 'LINE_ITEM'
  /** The shipping. */
  | 'SHIPPING_LINE';

/** An error a client can show. */
export type DisplayableError = {
  /** The input field the error is about. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What happened. */
  message: Scalars['String']['output'];
};

/** Represents a web address. */
export type Domain = {
  __typename?: 'Domain';
  /** The host name of the domain (for example, `example.com`). */
  host: Scalars['String']['output'];
  /** Whether SSL is enabled or not. */
  sslEnabled: Scalars['Boolean']['output'];
  /** The URL of the domain (for example, `https://example.com`). */
  url: Scalars['URL']['output'];
};

/** A filter of a product list with its values. */
export type Filter = {
  __typename?: 'Filter';
  /** Stable id of the filter, such as `filter.p.vendor`. */
  id: Scalars['String']['output'];
  /** Name of the filter in the request's language. */
  label: Scalars['String']['output'];
  /** How the filter is chosen. */
  type: FilterType;
  /** The values that can be chosen. */
  values: Array<FilterValue>;
};

/** How a filter is chosen. */
export type FilterType =
  /** On or off. */
  | 'BOOLEAN'
  /** One or more values from a list. */
  | 'LIST'
  /** A price range. */
  | 'PRICE_RANGE';

/** One value of a filter. */
export type FilterValue = {
  __typename?: 'FilterValue';
  /** Products that would match with this value, given the other chosen filters. */
  count: Scalars['Int']['output'];
  /** Stable id of the value. */
  id: Scalars['String']['output'];
  /** A ProductFilter, as JSON, that selects this value. */
  input: Scalars['JSON']['output'];
  /** Name of the value in the request's language. */
  label: Scalars['String']['output'];
};

/** A resource that carries metafields. */
export type HasMetafields = {
  /** One metafield by namespace and key. */
  metafield?: Maybe<Metafield>;
  /** Several metafields; a missing one is null at its position. */
  metafields: Array<Maybe<Metafield>>;
};


/** A resource that carries metafields. */
export type HasMetafieldsMetafieldArgs = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
};


/** A resource that carries metafields. */
export type HasMetafieldsMetafieldsArgs = {
  identifiers: Array<HasMetafieldsIdentifier>;
};

/** Names a metafield by namespace and key. */
export type HasMetafieldsIdentifier = {
  /** Key of the metafield. */
  key: Scalars['String']['input'];
  /** Namespace of the metafield. */
  namespace?: InputMaybe<Scalars['String']['input']>;
};

/** An image served by the image host of this service. */
export type Image = {
  __typename?: 'Image';
  /** Text describing the image for people who cannot see it. */
  altText?: Maybe<Scalars['String']['output']>;
  /** Height of the original in pixels. */
  height?: Maybe<Scalars['Int']['output']>;
  /** The image's id. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Absolute address of the image; with `transform`, of a resized version. */
  url: Scalars['URL']['output'];
  /** Width of the original in pixels. */
  width?: Maybe<Scalars['Int']['output']>;
};


/** An image served by the image host of this service. */
export type ImageUrlArgs = {
  transform?: InputMaybe<ImageTransformInput>;
};

/** A page of images. */
export type ImageConnection = {
  __typename?: 'ImageConnection';
  /** The images with their cursors. */
  edges: Array<ImageEdge>;
  /** The images. */
  nodes: Array<Image>;
  /** Paging information. */
  pageInfo: PageInfo;
};

/** Formats an image may be delivered in. */
export type ImageContentType =
  /** JPEG. */
  | 'JPG'
  /** PNG. */
  | 'PNG'
  /** WebP. */
  | 'WEBP';

/** One image with its cursor. */
export type ImageEdge = {
  __typename?: 'ImageEdge';
  /** Cursor of this image. */
  cursor: Scalars['String']['output'];
  /** The image. */
  node: Image;
};

/** How an image should be resized when delivered. */
export type ImageTransformInput = {
  /** Largest height in pixels. */
  maxHeight?: InputMaybe<Scalars['Int']['input']>;
  /** Largest width in pixels. */
  maxWidth?: InputMaybe<Scalars['Int']['input']>;
};

/** A language with its names. */
export type Language = {
  __typename?: 'Language';
  /** The language's name for itself. */
  endonymName: Scalars['String']['output'];
  /** The language's code. */
  isoCode: LanguageCode;
  /** The language's name in the request's language. */
  name: Scalars['String']['output'];
};

/** A language code in the platform's form (ISO 639-1, with a few regional variants). */
export type LanguageCode =
  | 'AF'
  | 'AK'
  | 'AM'
  | 'AR'
  | 'AS'
  | 'AZ'
  | 'BE'
  | 'BG'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BR'
  | 'BS'
  | 'CA'
  | 'CE'
  | 'CKB'
  | 'CS'
  | 'CU'
  | 'CY'
  | 'DA'
  | 'DE'
  | 'DZ'
  | 'EE'
  | 'EL'
  | 'EN'
  | 'EO'
  | 'ES'
  | 'ET'
  | 'EU'
  | 'FA'
  | 'FF'
  | 'FI'
  | 'FIL'
  | 'FO'
  | 'FR'
  | 'FY'
  | 'GA'
  | 'GD'
  | 'GL'
  | 'GU'
  | 'GV'
  | 'HA'
  | 'HE'
  | 'HI'
  | 'HR'
  | 'HU'
  | 'HY'
  | 'IA'
  | 'ID'
  | 'IG'
  | 'II'
  | 'IS'
  | 'IT'
  | 'JA'
  | 'JV'
  | 'KA'
  | 'KI'
  | 'KK'
  | 'KL'
  | 'KM'
  | 'KN'
  | 'KO'
  | 'KS'
  | 'KU'
  | 'KW'
  | 'KY'
  | 'LA'
  | 'LB'
  | 'LG'
  | 'LN'
  | 'LO'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'MG'
  | 'MI'
  | 'MK'
  | 'ML'
  | 'MN'
  | 'MO'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MY'
  | 'NB'
  | 'ND'
  | 'NE'
  | 'NL'
  | 'NN'
  | 'NO'
  | 'OM'
  | 'OR'
  | 'OS'
  | 'PA'
  | 'PL'
  | 'PS'
  | 'PT'
  | 'PT_BR'
  | 'PT_PT'
  | 'QU'
  | 'RM'
  | 'RN'
  | 'RO'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SK'
  | 'SL'
  | 'SN'
  | 'SO'
  | 'SQ'
  | 'SR'
  | 'SU'
  | 'SV'
  | 'SW'
  | 'TA'
  | 'TE'
  | 'TG'
  | 'TH'
  | 'TI'
  | 'TK'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'UG'
  | 'UK'
  | 'UR'
  | 'UZ'
  | 'VI'
  | 'VO'
  | 'WO'
  | 'XH'
  | 'YI'
  | 'YO'
  | 'ZH'
  | 'ZH_CN'
  | 'ZH_TW'
  | 'ZU';

/** Countries and languages the shop serves, and those of the request. */
export type Localization = {
  __typename?: 'Localization';
  /** Countries the shop ships to, named in the request's language. */
  availableCountries: Array<Country>;
  /** Languages the shop's content is written in. */
  availableLanguages: Array<Language>;
  /** The country of the request (Germany unless a shipping country is given). */
  country: Country;
  /** The language of the request's content. */
  language: Language;
};

/** A postal address. */
export type MailingAddress = Node & {
  __typename?: 'MailingAddress';
  /** Street and house number. */
  address1?: Maybe<Scalars['String']['output']>;
  /** Further address line. */
  address2?: Maybe<Scalars['String']['output']>;
  /** Town or city. */
  city?: Maybe<Scalars['String']['output']>;
  /** Company. */
  company?: Maybe<Scalars['String']['output']>;
  /** The country's name in the request's language. */
  country?: Maybe<Scalars['String']['output']>;
  /** The country's code. */
  countryCodeV2?: Maybe<CountryCode>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The address as lines, as a label shows it. */
  formatted: Array<Scalars['String']['output']>;
  /** Postal code and city with the country, in one line. */
  formattedArea?: Maybe<Scalars['String']['output']>;
  /** The address's id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** First and last name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Phone number (E.164). */
  phone?: Maybe<Scalars['String']['output']>;
  /** Region code. */
  provinceCode?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  zip?: Maybe<Scalars['String']['output']>;
};


/** A postal address. */
export type MailingAddressFormattedArgs = {
  withCompany?: InputMaybe<Scalars['Boolean']['input']>;
  withName?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A piece of media of a product or a swatch. */
export type Media = {
  /** Alternative text of the media. */
  alt?: Maybe<Scalars['String']['output']>;
  /** The global id. */
  id: Scalars['ID']['output'];
  /** What kind of media it is. */
  mediaContentType: MediaContentType;
  /** A preview image of the media. */
  previewImage?: Maybe<Image>;
};

/** Kinds of media. */
export type MediaContentType =
  /** A picture. */
  | 'IMAGE';

/** An image used as media, for example in a file-reference metafield. */
export type MediaImage = Media & Node & {
  __typename?: 'MediaImage';
  /** Alternative text of the image. */
  alt?: Maybe<Scalars['String']['output']>;
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The image itself. */
  image?: Maybe<Image>;
  /** Always IMAGE. */
  mediaContentType: MediaContentType;
  /** A preview of the media: the image itself. */
  previewImage?: Maybe<Image>;
};

/** A navigation menu of the shop. */
export type Menu = Node & {
  __typename?: 'Menu';
  /** The menu's handle, such as `main-menu`. */
  handle: Scalars['String']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The top-level entries. */
  items: Array<MenuItem>;
  /** Number of entries at all levels. */
  itemsCount: Scalars['Int']['output'];
  /** Name of the menu. */
  title: Scalars['String']['output'];
};

/** One entry of a menu, with nested entries. */
export type MenuItem = Node & {
  __typename?: 'MenuItem';
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The nested entries. */
  items: Array<MenuItem>;
  /** The collection, page or article the entry links to. */
  resource?: Maybe<MenuItemResource>;
  /** Global id of the linked resource. */
  resourceId?: Maybe<Scalars['ID']['output']>;
  /** Tags of the entry (none here). */
  tags: Array<Scalars['String']['output']>;
  /** Text of the entry. */
  title: Scalars['String']['output'];
  /** What the entry links to. */
  type: MenuItemType;
  /** Storefront path of the entry, or `#` for a heading without a page of its own. */
  url?: Maybe<Scalars['URL']['output']>;
};

/** What a menu entry can link to. */
export type MenuItemResource = Article | Blog | Collection | Metaobject | Page | Product;

/** Kinds of menu entries. */
export type MenuItemType =
  /** An article. */
  | 'ARTICLE'
  /** A blog. */
  | 'BLOG'
  /** A collection. */
  | 'COLLECTION'
  /** The home page. */
  | 'FRONTPAGE'
  /** Any other address, or a heading. */
  | 'HTTP'
  /** A content page. */
  | 'PAGE'
  /** A product. */
  | 'PRODUCT';

/** What a cart line can hold. */
export type Merchandise = ProductVariant;

/** Extra typed data attached to a resource. */
export type Metafield = Node & {
  __typename?: 'Metafield';
  /** The global id. */
  id: Scalars['ID']['output'];
  /** Key of the metafield, unique within its namespace. */
  key: Scalars['String']['output'];
  /** Namespace grouping related metafields. */
  namespace: Scalars['String']['output'];
  /** The resource a reference metafield points to. */
  reference?: Maybe<MetafieldReference>;
  /** The resources a list-reference metafield points to. */
  references?: Maybe<MetafieldReferenceConnection>;
  /** The metafield type, for example `single_line_text_field` or `list.file_reference`. */
  type: Scalars['String']['output'];
  /** The value as a string; lists and references are JSON. */
  value: Scalars['String']['output'];
};


/** Extra typed data attached to a resource. */
export type MetafieldReferencesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Kinds of problems deleting a metafield. */
export type MetafieldDeleteErrorCode =
  /** The owner is not a cart the client may change. */
  | 'INVALID_OWNER'
  /** The cart has no such metafield. */
  | 'METAFIELD_DOES_NOT_EXIST';

/** Why deleting a metafield was refused. */
export type MetafieldDeleteUserError = DisplayableError & {
  __typename?: 'MetafieldDeleteUserError';
  /** What kind of problem it is. */
  code?: Maybe<MetafieldDeleteErrorCode>;
  /** The input field the error is about. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What happened. */
  message: Scalars['String']['output'];
};

/** A metafield and the value it must have. */
export type MetafieldFilter = {
  /** Key of the metafield. */
  key: Scalars['String']['input'];
  /** Namespace of the metafield. */
  namespace: Scalars['String']['input'];
  /** The value. */
  value: Scalars['String']['input'];
};

/** What a reference metafield can point to. */
export type MetafieldReference = Collection | MediaImage | Metaobject | Page | Product | ProductVariant;

/** A page of metafield references. */
export type MetafieldReferenceConnection = {
  __typename?: 'MetafieldReferenceConnection';
  /** The references with their cursors. */
  edges: Array<MetafieldReferenceEdge>;
  /** The references. */
  nodes: Array<MetafieldReference>;
  /** Paging information. */
  pageInfo: PageInfo;
};

/** One reference with its cursor. */
export type MetafieldReferenceEdge = {
  __typename?: 'MetafieldReferenceEdge';
  /** Cursor of this reference. */
  cursor: Scalars['String']['output'];
  /** The referenced resource. */
  node: MetafieldReference;
};

/** Why setting a metafield was refused. */
export type MetafieldsSetUserError = DisplayableError & {
  __typename?: 'MetafieldsSetUserError';
  /** What kind of problem it is. */
  code?: Maybe<MetafieldsSetUserErrorCode>;
  /** The index of the metafield in the input. */
  elementIndex?: Maybe<Scalars['Int']['output']>;
  /** The input field the error is about. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What happened. */
  message: Scalars['String']['output'];
};

/** Kinds of metafield problems. */
export type MetafieldsSetUserErrorCode =
  /** A value is empty. */
  | 'BLANK'
  /** The owner is not a cart the client may change. */
  | 'INVALID_OWNER'
  /** The type is not a metafield type. */
  | 'INVALID_TYPE'
  /** The value does not fit the type. */
  | 'INVALID_VALUE'
  /** A value is too long, or the cart holds too many metafields. */
  | 'TOO_LONG';

/** A structured entry of shop content, such as a certification or an announcement. */
export type Metaobject = Node & {
  __typename?: 'Metaobject';
  /** One field by key. */
  field?: Maybe<MetaobjectField>;
  /** All fields. */
  fields: Array<MetaobjectField>;
  /** Handle, unique within the type. */
  handle: Scalars['String']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The type, such as `announcement` or `certification`. */
  type: Scalars['String']['output'];
  /** When the entry was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/** A structured entry of shop content, such as a certification or an announcement. */
export type MetaobjectFieldArgs = {
  key: Scalars['String']['input'];
};

/** A page of metaobjects. */
export type MetaobjectConnection = {
  __typename?: 'MetaobjectConnection';
  /** The metaobjects with their cursors. */
  edges: Array<MetaobjectEdge>;
  /** The metaobjects. */
  nodes: Array<Metaobject>;
  /** Paging information. */
  pageInfo: PageInfo;
};

/** One metaobject with its cursor. */
export type MetaobjectEdge = {
  __typename?: 'MetaobjectEdge';
  /** Cursor of this metaobject. */
  cursor: Scalars['String']['output'];
  /** The metaobject. */
  node: Metaobject;
};

/** One field of a metaobject. */
export type MetaobjectField = {
  __typename?: 'MetaobjectField';
  /** Key of the field. */
  key: Scalars['String']['output'];
  /** The resource a reference field points to. */
  reference?: Maybe<MetafieldReference>;
  /** The resources a list-reference field points to. */
  references?: Maybe<MetafieldReferenceConnection>;
  /** The field type, such as `single_line_text_field`. */
  type: Scalars['String']['output'];
  /** The value as a string; lists and references are JSON. */
  value?: Maybe<Scalars['String']['output']>;
};


/** One field of a metaobject. */
export type MetaobjectFieldReferencesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Names a metaobject by type and handle. */
export type MetaobjectHandleInput = {
  /** Handle of the metaobject. */
  handle: Scalars['String']['input'];
  /** Type of the metaobject. */
  type: Scalars['String']['input'];
};

/** An amount of money in a currency. */
export type MoneyV2 = {
  __typename?: 'MoneyV2';
  /** The amount as a decimal string. */
  amount: Scalars['Decimal']['output'];
  /** The currency of the amount. */
  currencyCode: CurrencyCode;
};

/** The schema's entry point for changes. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Sets attributes of a cart; a key already present gets the new value. */
  cartAttributesUpdate?: Maybe<CartAttributesUpdatePayload>;
  /** Sets who is buying. */
  cartBuyerIdentityUpdate?: Maybe<CartBuyerIdentityUpdatePayload>;
  /** Creates a cart. */
  cartCreate?: Maybe<CartCreatePayload>;
  /** Adds delivery addresses to the cart (at most 20); the checkout offers the selected one. */
  cartDeliveryAddressesAdd?: Maybe<CartDeliveryAddressesAddPayload>;
  /** Removes delivery addresses from the cart. */
  cartDeliveryAddressesRemove?: Maybe<CartDeliveryAddressesRemovePayload>;
  /** Changes delivery addresses of the cart. */
  cartDeliveryAddressesUpdate?: Maybe<CartDeliveryAddressesUpdatePayload>;
  /** Replaces the discount codes of a cart. */
  cartDiscountCodesUpdate?: Maybe<CartDiscountCodesUpdatePayload>;
  /** Removes applied gift cards from a cart. */
  cartGiftCardCodesRemove?: Maybe<CartGiftCardCodesRemovePayload>;
  /** Applies gift cards to a cart by their codes. */
  cartGiftCardCodesUpdate?: Maybe<CartGiftCardCodesUpdatePayload>;
  /** Adds merchandise to a cart; a variant already in the cart gets its quantity raised. */
  cartLinesAdd?: Maybe<CartLinesAddPayload>;
  /** Removes lines from a cart. */
  cartLinesRemove?: Maybe<CartLinesRemovePayload>;
  /** Changes lines of a cart; quantity 0 removes a line. */
  cartLinesUpdate?: Maybe<CartLinesUpdatePayload>;
  /** Deletes a metafield of a cart. */
  cartMetafieldDelete?: Maybe<CartMetafieldDeletePayload>;
  /** Sets metafields of carts (a cart holds at most 25). */
  cartMetafieldsSet?: Maybe<CartMetafieldsSetPayload>;
  /** Sets the note of a cart. */
  cartNoteUpdate?: Maybe<CartNoteUpdatePayload>;
  /**
   * Chooses the delivery option of the cart's delivery group (`standard`, the shop's one way of
   * shipping, decided by the cart's contents at checkout).
   */
  cartSelectedDeliveryOptionsUpdate?: Maybe<CartSelectedDeliveryOptionsUpdatePayload>;
};


/** The schema's entry point for changes. */
export type MutationCartAttributesUpdateArgs = {
  attributes: Array<AttributeInput>;
  cartId: Scalars['ID']['input'];
};


/** The schema's entry point for changes. */
export type MutationCartBuyerIdentityUpdateArgs = {
  buyerIdentity: CartBuyerIdentityInput;
  cartId: Scalars['ID']['input'];
};


/** The schema's entry point for changes. */
export type MutationCartCreateArgs = {
  input?: InputMaybe<CartInput>;
};


/** The schema's entry point for changes. */
export type MutationCartDeliveryAddressesAddArgs = {
  addresses: Array<CartSelectableAddressInput>;
  cartId: Scalars['ID']['input'];
};


/** The schema's entry point for changes. */
export type MutationCartDeliveryAddressesRemoveArgs = {
  addressIds: Array<Scalars['ID']['input']>;
  cartId: Scalars['ID']['input'];
};


/** The schema's entry point for changes. */
export type MutationCartDeliveryAddressesUpdateArgs = {
  addresses: Array<CartSelectableAddressUpdateInput>;
  cartId: Scalars['ID']['input'];
};


/** The schema's entry point for changes. */
export type MutationCartDiscountCodesUpdateArgs = {
  cartId: Scalars['ID']['input'];
  discountCodes?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** The schema's entry point for changes. */
export type MutationCartGiftCardCodesRemoveArgs = {
  appliedGiftCardIds: Array<Scalars['ID']['input']>;
  cartId: Scalars['ID']['input'];
};


/** The schema's entry point for changes. */
export type MutationCartGiftCardCodesUpdateArgs = {
  cartId: Scalars['ID']['input'];
  giftCardCodes: Array<Scalars['String']['input']>;
};


/** The schema's entry point for changes. */
export type MutationCartLinesAddArgs = {
  cartId: Scalars['ID']['input'];
  lines: Array<CartLineInput>;
};


/** The schema's entry point for changes. */
export type MutationCartLinesRemoveArgs = {
  cartId: Scalars['ID']['input'];
  lineIds: Array<Scalars['ID']['input']>;
};


/** The schema's entry point for changes. */
export type MutationCartLinesUpdateArgs = {
  cartId: Scalars['ID']['input'];
  lines: Array<CartLineUpdateInput>;
};


/** The schema's entry point for changes. */
export type MutationCartMetafieldDeleteArgs = {
  input: CartMetafieldDeleteInput;
};


/** The schema's entry point for changes. */
export type MutationCartMetafieldsSetArgs = {
  metafields: Array<CartMetafieldsSetInput>;
};


/** The schema's entry point for changes. */
export type MutationCartNoteUpdateArgs = {
  cartId: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};


/** The schema's entry point for changes. */
export type MutationCartSelectedDeliveryOptionsUpdateArgs = {
  cartId: Scalars['ID']['input'];
  selectedDeliveryOptions: Array<CartSelectedDeliveryOptionInput>;
};

/** An object with a globally-unique ID in the platform's `gid://shopify/<Type>/<id>` form. */
export type Node = {
  /** A globally-unique ID. */
  id: Scalars['ID']['output'];
};

/** A content page of the shop, such as shipping information or the privacy policy. */
export type Page = Node & {
  __typename?: 'Page';
  /** The page's content as HTML. */
  body: Scalars['HTML']['output'];
  /** A short plain-text summary of the content. */
  bodySummary: Scalars['String']['output'];
  /** When the page was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The page's address part, in the request's language. */
  handle: Scalars['String']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** Search-engine title and description. */
  seo?: Maybe<Seo>;
  /** Title of the page. */
  title: Scalars['String']['output'];
  /**
   * Search tracking parameters for the page's link, when it was found by `search` or
   * `predictiveSearch`; null elsewhere.
   */
  trackingParameters?: Maybe<Scalars['String']['output']>;
  /** When the page was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of content pages. */
export type PageConnection = {
  __typename?: 'PageConnection';
  /** The pages with their cursors. */
  edges: Array<PageEdge>;
  /** The pages. */
  nodes: Array<Page>;
  /** Paging information. */
  pageInfo: PageInfo;
};

/** One content page with its cursor. */
export type PageEdge = {
  __typename?: 'PageEdge';
  /** Cursor of this page. */
  cursor: Scalars['String']['output'];
  /** The content page. */
  node: Page;
};

/** Where a page of a connection sits in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last item of the page, to continue after it. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items precede this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first item of the page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** Orders for content pages. */
export type PageSortKeys =
  /** By id. */
  | 'ID'
  /** Best match first. */
  | 'RELEVANCE'
  /** By title. */
  | 'TITLE'
  /** By last change. */
  | 'UPDATED_AT';

/** A page of sitemap resources. */
export type PaginatedSitemapResources = {
  __typename?: 'PaginatedSitemapResources';
  /** Whether a later page holds more resources. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The resources of this page (at most 250). */
  items: Array<SitemapResourceInterface>;
};

/** Whether the result limit applies to all kinds together or to each kind. */
export type PredictiveSearchLimitScope =
  /** The limit is shared by all kinds. */
  | 'ALL'
  /** Each kind gets up to the limit. */
  | 'EACH';

/** Quick results while a customer types into the search field. */
export type PredictiveSearchResult = {
  __typename?: 'PredictiveSearchResult';
  /** Matching articles. */
  articles: Array<Article>;
  /** Matching collections. */
  collections: Array<Collection>;
  /** Matching content pages. */
  pages: Array<Page>;
  /** Matching products, best match first. */
  products: Array<Product>;
  /** Search terms that complete what was typed. */
  queries: Array<SearchQuerySuggestion>;
};

/** Kinds of predictive search results. */
export type PredictiveSearchType =
  /** Articles. */
  | 'ARTICLE'
  /** Collections. */
  | 'COLLECTION'
  /** Content pages. */
  | 'PAGE'
  /** Products. */
  | 'PRODUCT'
  /** Search term suggestions. */
  | 'QUERY';

/** A price range in the shop's currency. */
export type PriceRangeFilter = {
  /** Highest price. */
  max?: InputMaybe<Scalars['Float']['input']>;
  /** Lowest price. */
  min?: InputMaybe<Scalars['Float']['input']>;
};

/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type Product = HasMetafields & Node & {
  __typename?: 'Product';
  /**
   * The variants whose options differ from the selected variant's in exactly one, ordered by id
   * (the selected variant as `selectedOrFirstAvailableVariant` finds it).
   */
  adjacentVariants: Array<ProductVariant>;
  /** Whether at least one variant can be bought. */
  availableForSale: Scalars['Boolean']['output'];
  /** Collections that list the product. */
  collections: CollectionConnection;
  /** Lowest and highest compare-at price of the variants (zero when none has one). */
  compareAtPriceRange: ProductPriceRange;
  /** When the product was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Plain-text description, optionally cut after a number of characters. */
  description: Scalars['String']['output'];
  /** The description as HTML. */
  descriptionHtml: Scalars['HTML']['output'];
  /**
   * Which combinations of option values are available for sale, in the platform's v1 encoding (see
   * `encodedVariantExistence`).
   */
  encodedVariantAvailability?: Maybe<Scalars['String']['output']>;
  /**
   * Which combinations of option values exist as variants, in the platform's v1 encoding: a trie of
   * value indices (`:` next option, `,` end of a prefix, ` ` gap, `-` range), prefixed `v1_`.
   */
  encodedVariantExistence?: Maybe<Scalars['String']['output']>;
  /** The main image. */
  featuredImage?: Maybe<Image>;
  /** The product's address part, in the request's language. */
  handle: Scalars['String']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The product's images in display order. */
  images: ImageConnection;
  /** Whether the product is a gift card. */
  isGiftCard: Scalars['Boolean']['output'];
  /** One metafield by namespace and key. */
  metafield?: Maybe<Metafield>;
  /** Several metafields; a missing one is null at its position. */
  metafields: Array<Maybe<Metafield>>;
  /** The options a customer chooses from, such as size or colour. */
  options: Array<ProductOption>;
  /** Lowest and highest variant price. */
  priceRange: ProductPriceRange;
  /** The kind of product, in the request's language. */
  productType: Scalars['String']['output'];
  /** When the product was published. */
  publishedAt: Scalars['DateTime']['output'];
  /** The variant matching the selected options, or else the first one that can be bought. */
  selectedOrFirstAvailableVariant?: Maybe<ProductVariant>;
  /** Search-engine title and description. */
  seo: Seo;
  /** Tags of the product, such as shipping classes. */
  tags: Array<Scalars['String']['output']>;
  /** The name of the product, in the request's language. */
  title: Scalars['String']['output'];
  /** Units in stock over all variants. */
  totalInventory?: Maybe<Scalars['Int']['output']>;
  /**
   * Search tracking parameters for the product's link, when it was found by `search` or
   * `predictiveSearch`; null elsewhere.
   */
  trackingParameters?: Maybe<Scalars['String']['output']>;
  /** When the product was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The variant with exactly the selected options. */
  variantBySelectedOptions?: Maybe<ProductVariant>;
  /** The product's variants in display order. */
  variants: ProductVariantConnection;
  /** The brand that makes or roasts the product. */
  vendor: Scalars['String']['output'];
};


/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type ProductAdjacentVariantsArgs = {
  caseInsensitiveMatch?: InputMaybe<Scalars['Boolean']['input']>;
  ignoreUnknownOptions?: InputMaybe<Scalars['Boolean']['input']>;
  selectedOptions?: InputMaybe<Array<SelectedOptionInput>>;
};


/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type ProductCollectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type ProductDescriptionArgs = {
  truncateAt?: InputMaybe<Scalars['Int']['input']>;
};


/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type ProductImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type ProductMetafieldArgs = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
};


/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type ProductMetafieldsArgs = {
  identifiers: Array<HasMetafieldsIdentifier>;
};


/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type ProductOptionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type ProductSelectedOrFirstAvailableVariantArgs = {
  caseInsensitiveMatch?: InputMaybe<Scalars['Boolean']['input']>;
  ignoreUnknownOptions?: InputMaybe<Scalars['Boolean']['input']>;
  selectedOptions?: InputMaybe<Array<SelectedOptionInput>>;
};


/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type ProductVariantBySelectedOptionsArgs = {
  selectedOptions: Array<SelectedOptionInput>;
};


/** Something the shop sells, with its variants (for example bag sizes or colours). */
export type ProductVariantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Orders for the products of a collection. */
export type ProductCollectionSortKeys =
  /** Most sold first. */
  | 'BEST_SELLING'
  /** The collection's own order. */
  | 'COLLECTION_DEFAULT'
  /** By creation time. */
  | 'CREATED'
  /** By id. */
  | 'ID'
  /** The collection's own order, as arranged by hand. */
  | 'MANUAL'
  /** By lowest variant price. */
  | 'PRICE'
  /** Best match first; without a search, the collection's order. */
  | 'RELEVANCE'
  /** By title in the request's language. */
  | 'TITLE';

/** A page of products, with the filters available on the whole list. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The products with their cursors. */
  edges: Array<ProductEdge>;
  /** Filters with their values and counts for the current filter state. */
  filters: Array<Filter>;
  /** The products. */
  nodes: Array<Product>;
  /** Paging information. */
  pageInfo: PageInfo;
};

/** One product with its cursor. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Cursor of this product. */
  cursor: Scalars['String']['output'];
  /** The product. */
  node: Product;
};

/** A condition on the products of a list. Set one field per filter. */
export type ProductFilter = {
  /** Only products that can (true) or cannot (false) be bought. */
  available?: InputMaybe<Scalars['Boolean']['input']>;
  /** Products with a variant price in this range. */
  price?: InputMaybe<PriceRangeFilter>;
  /** Products whose metafield has this value. */
  productMetafield?: InputMaybe<MetafieldFilter>;
  /** Products of this type (in the request's language). */
  productType?: InputMaybe<Scalars['String']['input']>;
  /** Products of this vendor. */
  productVendor?: InputMaybe<Scalars['String']['input']>;
  /** Products with a variant that has this option value. */
  variantOption?: InputMaybe<VariantOptionFilter>;
};

/** A choice offered for a product, such as size, with its values. */
export type ProductOption = Node & {
  __typename?: 'ProductOption';
  /** The global id. */
  id: Scalars['ID']['output'];
  /** Name of the option in the request's language. */
  name: Scalars['String']['output'];
  /** The values of the option. */
  optionValues: Array<ProductOptionValue>;
  /** The names of the option's values in the request's language (the older form of `optionValues`). */
  values: Array<Scalars['String']['output']>;
};

/** One value of a product option. */
export type ProductOptionValue = Node & {
  __typename?: 'ProductOptionValue';
  /**
   * The variant with this value and the lowest-positioned values of the other options; null when
   * no variant has this value.
   */
  firstSelectableVariant?: Maybe<ProductVariant>;
  /** The global id. */
  id: Scalars['ID']['output'];
  /** Name of the value in the request's language. */
  name: Scalars['String']['output'];
  /** Colour swatch for the value, when it has one. */
  swatch?: Maybe<ProductOptionValueSwatch>;
};

/** How an option value is shown as a swatch. */
export type ProductOptionValueSwatch = {
  __typename?: 'ProductOptionValueSwatch';
  /** The swatch colour. */
  color?: Maybe<Scalars['Color']['output']>;
  /** The swatch image: none, the shop's swatches are colours. */
  image?: Maybe<Media>;
};

/** Lowest and highest price. */
export type ProductPriceRange = {
  __typename?: 'ProductPriceRange';
  /** Highest variant price. */
  maxVariantPrice: MoneyV2;
  /** Lowest variant price. */
  minVariantPrice: MoneyV2;
};

/** Kinds of product recommendations. */
export type ProductRecommendationIntent =
  /** Products that go well with the product, such as accessories for a machine. */
  | 'COMPLEMENTARY'
  /** Products similar to the product. */
  | 'RELATED';

/** Orders for a list of products. */
export type ProductSortKeys =
  /** Most sold first. */
  | 'BEST_SELLING'
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** By lowest variant price. */
  | 'PRICE'
  /** By product type. */
  | 'PRODUCT_TYPE'
  /** Best match of the search query first. */
  | 'RELEVANCE'
  /** By title in the request's language. */
  | 'TITLE'
  /** By last change. */
  | 'UPDATED_AT'
  /** By vendor. */
  | 'VENDOR';

/** A purchasable version of a product, such as one bag size and grind. */
export type ProductVariant = HasMetafields & Node & {
  __typename?: 'ProductVariant';
  /** Whether the variant can be bought (in stock, or reordered from the supplier). */
  availableForSale: Scalars['Boolean']['output'];
  /** The former price, shown struck through on offers. */
  compareAtPrice?: Maybe<MoneyV2>;
  /** Whether the variant is out of stock but can still be bought because it is reordered. */
  currentlyNotInStock: Scalars['Boolean']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The variant's image. */
  image?: Maybe<Image>;
  /** One metafield by namespace and key. */
  metafield?: Maybe<Metafield>;
  /** Several metafields; a missing one is null at its position. */
  metafields: Array<Maybe<Metafield>>;
  /** The price. */
  price: MoneyV2;
  /** The product the variant belongs to. */
  product: Product;
  /** Units in stock. */
  quantityAvailable?: Maybe<Scalars['Int']['output']>;
  /** Whether the variant is shipped (gift cards are not). */
  requiresShipping: Scalars['Boolean']['output'];
  /** The option values that make up this variant. */
  selectedOptions: Array<SelectedOption>;
  /** Stock-keeping unit. */
  sku?: Maybe<Scalars['String']['output']>;
  /** The variant's name made of its option values, or `Default Title`. */
  title: Scalars['String']['output'];
  /** Price per reference unit, such as per kilogram of coffee. */
  unitPrice?: Maybe<MoneyV2>;
  /** What the unit price refers to. */
  unitPriceMeasurement?: Maybe<UnitPriceMeasurement>;
};


/** A purchasable version of a product, such as one bag size and grind. */
export type ProductVariantMetafieldArgs = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
};


/** A purchasable version of a product, such as one bag size and grind. */
export type ProductVariantMetafieldsArgs = {
  identifiers: Array<HasMetafieldsIdentifier>;
};

/** A page of variants. */
export type ProductVariantConnection = {
  __typename?: 'ProductVariantConnection';
  /** The variants with their cursors. */
  edges: Array<ProductVariantEdge>;
  /** The variants. */
  nodes: Array<ProductVariant>;
  /** Paging information. */
  pageInfo: PageInfo;
};

/** One variant with its cursor. */
export type ProductVariantEdge = {
  __typename?: 'ProductVariantEdge';
  /** Cursor of this variant. */
  cursor: Scalars['String']['output'];
  /** The variant. */
  node: ProductVariant;
};

/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRoot = {
  __typename?: 'QueryRoot';
  /** One article by id. */
  article?: Maybe<Article>;
  /** Articles of all blogs. */
  articles: ArticleConnection;
  /** One blog by handle (in the request's language) or id. */
  blog?: Maybe<Blog>;
  /** All blogs. */
  blogs: BlogConnection;
  /** The cart with the given id (including its `key`), or null when there is none. */
  cart?: Maybe<Cart>;
  /** One collection by handle (in the request's language) or id. */
  collection?: Maybe<Collection>;
  /** All collections. */
  collections: CollectionConnection;
  /** Countries and languages of the shop. */
  localization: Localization;
  /** A navigation menu by handle, in the request's language. */
  menu?: Maybe<Menu>;
  /** One metaobject by type and handle, or by id. */
  metaobject?: Maybe<Metaobject>;
  /** The metaobjects of a type in the request's language. */
  metaobjects: MetaobjectConnection;
  /** Any object by its global id. */
  node?: Maybe<Node>;
  /** Several objects by global id; an unknown id gives null at its position. */
  nodes: Array<Maybe<Node>>;
  /** One content page by handle (in the request's language) or id. */
  page?: Maybe<Page>;
  /** One content page by its handle in the request's language. */
  pageByHandle?: Maybe<Page>;
  /** All content pages. */
  pages: PageConnection;
  /**
   * Products, collections, pages, articles and search terms matching a partly typed query.
   * Tolerates typos and matches word beginnings.
   */
  predictiveSearch?: Maybe<PredictiveSearchResult>;
  /** One product by handle (in the request's language) or id. */
  product?: Maybe<Product>;
  /** Products to show beside a product. */
  productRecommendations?: Maybe<Array<Product>>;
  /** Products, optionally matching a search query. */
  products: ProductConnection;
  /**
   * The shop's search: products (full text in the request's language, prefixes, typos, SKUs) with
   * filters and their facets, then content pages, then articles, as the types ask.
   */
  search: SearchResultItemConnection;
  /** The shop this API belongs to. */
  shop: Shop;
  /** What a storefront needs to write its sitemaps: the resources of one type, 250 to a page. */
  sitemap: Sitemap;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootArticleArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootArticlesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<ArticleSortKeys>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootBlogArgs = {
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootBlogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<BlogSortKeys>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootCartArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootCollectionArgs = {
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootCollectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<CollectionSortKeys>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootMenuArgs = {
  handle: Scalars['String']['input'];
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootMetaobjectArgs = {
  handle?: InputMaybe<MetaobjectHandleInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootMetaobjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  type: Scalars['String']['input'];
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootNodeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootPageArgs = {
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootPageByHandleArgs = {
  handle: Scalars['String']['input'];
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootPagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<PageSortKeys>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootPredictiveSearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  limitScope?: InputMaybe<PredictiveSearchLimitScope>;
  query: Scalars['String']['input'];
  searchableFields?: InputMaybe<Array<SearchableField>>;
  types?: InputMaybe<Array<PredictiveSearchType>>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootProductArgs = {
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootProductRecommendationsArgs = {
  intent?: InputMaybe<ProductRecommendationIntent>;
  productHandle?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<ProductSortKeys>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootSearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  prefix?: InputMaybe<SearchPrefixQueryType>;
  productFilters?: InputMaybe<Array<ProductFilter>>;
  query: Scalars['String']['input'];
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<SearchSortKeys>;
  types?: InputMaybe<Array<SearchType>>;
  unavailableProducts?: InputMaybe<SearchUnavailableProductsType>;
};


/**
 * The schema's entry point for queries (named as the platform names it, so a client's
 * `__typename` and fragments `on QueryRoot` work unchanged).
 */
export type QueryRootSitemapArgs = {
  type: SitemapType;
};

/** Title and description meant for search engines. */
export type Seo = {
  __typename?: 'SEO';
  /** Meta description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Page title. */
  title?: Maybe<Scalars['String']['output']>;
};

/** Whether the last word matches as the start of a word. */
export type SearchPrefixQueryType =
  /** The last word as a prefix. */
  | 'LAST'
  /** Whole words only. */
  | 'NONE';

/** A suggested search term. */
export type SearchQuerySuggestion = {
  __typename?: 'SearchQuerySuggestion';
  /** The term with the typed part marked with `<mark>`. */
  styledText: Scalars['String']['output'];
  /** The term. */
  text: Scalars['String']['output'];
  /** Search tracking parameters for the suggestion's link, as `predictiveSearch` answers it. */
  trackingParameters?: Maybe<Scalars['String']['output']>;
};

/** A search result. */
export type SearchResultItem = Article | Page | Product;

/** A page of search results. */
export type SearchResultItemConnection = {
  __typename?: 'SearchResultItemConnection';
  /** The results with their cursors. */
  edges: Array<SearchResultItemEdge>;
  /** The results. */
  nodes: Array<SearchResultItem>;
  /** Where this page is in the results. */
  pageInfo: PageInfo;
  /** The filters of the products found, each value counted under the other filters' choices. */
  productFilters: Array<Filter>;
  /** The number of results over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A search result with its cursor. */
export type SearchResultItemEdge = {
  __typename?: 'SearchResultItemEdge';
  /** Cursor to continue after this result. */
  cursor: Scalars['String']['output'];
  /** The result. */
  node: SearchResultItem;
};

/** Orders of search results. */
export type SearchSortKeys =
  /** By the products' lowest price. */
  | 'PRICE'
  /** Best match first. */
  | 'RELEVANCE';

/** Kinds of search results. */
export type SearchType =
  /** Blog articles. */
  | 'ARTICLE'
  /** Content pages. */
  | 'PAGE'
  /** Products. */
  | 'PRODUCT';

/** Where products that cannot be bought appear. */
export type SearchUnavailableProductsType =
  /** Not at all. */
  | 'HIDE'
  /** After all the others (the default). */
  | 'LAST'
  /** In their place. */
  | 'SHOW';

/** Product fields a search can match. */
export type SearchableField =
  /** Product type. */
  | 'PRODUCT_TYPE'
  /** Title. */
  | 'TITLE'
  /** Variant SKUs. */
  | 'VARIANTS_SKU'
  /** Variant titles. */
  | 'VARIANTS_TITLE'
  /** Vendor. */
  | 'VENDOR';

/** An option name with the value of a variant. */
export type SelectedOption = {
  __typename?: 'SelectedOption';
  /** Option name. */
  name: Scalars['String']['output'];
  /** Option value. */
  value: Scalars['String']['output'];
};

/** An option name and the value chosen for it. */
export type SelectedOptionInput = {
  /** Option name, such as `Größe`. */
  name: Scalars['String']['input'];
  /** Option value, such as `500 g`. */
  value: Scalars['String']['input'];
};

/** Shop represents a collection of the general settings and information about the shop. */
export type Shop = {
  __typename?: 'Shop';
  /** The shop's branding: its colours and description. */
  brand?: Maybe<Brand>;
  /** A description of the shop. */
  description?: Maybe<Scalars['String']['output']>;
  /** A globally-unique ID. */
  id: Scalars['ID']['output'];
  /** The shop's name. */
  name: Scalars['String']['output'];
  /** The shop's primary domain. */
  primaryDomain: Domain;
  /** The privacy policy: the shop's privacy page. */
  privacyPolicy?: Maybe<ShopPolicy>;
  /** The refund policy: the shop's page on withdrawal and returns. */
  refundPolicy?: Maybe<ShopPolicy>;
  /** The shipping policy: the shop's page on shipping and delivery. */
  shippingPolicy?: Maybe<ShopPolicy>;
  /** The subscription policy: the shop sells no subscriptions and says so. */
  subscriptionPolicy?: Maybe<ShopPolicyWithDefault>;
  /** The terms of service: the shop's terms page. */
  termsOfService?: Maybe<ShopPolicy>;
};

/** A policy of the shop, kept as one of its content pages. */
export type ShopPolicy = Node & {
  __typename?: 'ShopPolicy';
  /** The policy's text as HTML, in the request's language. */
  body: Scalars['String']['output'];
  /**
   * The platform's handle of the policy (`privacy-policy`, `refund-policy`, `shipping-policy`,
   * `terms-of-service`), the same in every language.
   */
  handle: Scalars['String']['output'];
  /** A globally-unique ID. */
  id: Scalars['ID']['output'];
  /** The policy's title, in the request's language. */
  title: Scalars['String']['output'];
  /** The policy's page in the storefront, in the request's language. */
  url: Scalars['URL']['output'];
};

/** A policy with a default text when the shop has none of its own. */
export type ShopPolicyWithDefault = {
  __typename?: 'ShopPolicyWithDefault';
  /** The policy's text as HTML. */
  body: Scalars['String']['output'];
  /** The policy's handle. */
  handle: Scalars['String']['output'];
  /** The id of the shop's own policy; null for the default. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The policy's title. */
  title: Scalars['String']['output'];
  /** Where the policy is shown. */
  url: Scalars['URL']['output'];
};

/** The resources of one type for sitemaps, in the request's language. */
export type Sitemap = {
  __typename?: 'Sitemap';
  /** How many pages of resources the type has (250 to a page). */
  pagesCount?: Maybe<Count>;
  /** One page of the type's resources; pages start at 1. */
  resources?: Maybe<PaginatedSitemapResources>;
};


/** The resources of one type for sitemaps, in the request's language. */
export type SitemapResourcesArgs = {
  page: Scalars['Int']['input'];
};

/** A resource's image in a sitemap. */
export type SitemapImage = {
  __typename?: 'SitemapImage';
  /** The image's alternative text in the request's language. */
  alt?: Maybe<Scalars['String']['output']>;
  /** The image's address on the image host. */
  filepath?: Maybe<Scalars['String']['output']>;
  /** When the image last changed (with its resource). */
  updatedAt: Scalars['DateTime']['output'];
};

/** A product, collection, page, blog or article in a sitemap. */
export type SitemapResource = SitemapResourceInterface & {
  __typename?: 'SitemapResource';
  /** The resource's handle in the request's language. */
  handle: Scalars['String']['output'];
  /** The resource's main image, if it has one. */
  image?: Maybe<SitemapImage>;
  /** The resource's title in the request's language. */
  title?: Maybe<Scalars['String']['output']>;
  /** When the resource last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** What every sitemap resource has. */
export type SitemapResourceInterface = {
  /** The resource's handle in the request's language. */
  handle: Scalars['String']['output'];
  /** When the resource last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A metaobject shown as a page of its own, in a sitemap. */
export type SitemapResourceMetaobject = SitemapResourceInterface & {
  __typename?: 'SitemapResourceMetaobject';
  /** The metaobject's handle. */
  handle: Scalars['String']['output'];
  /** The address part of the metaobject type's pages. */
  onlineStoreUrlHandle?: Maybe<Scalars['String']['output']>;
  /** The metaobject's type. */
  type: Scalars['String']['output'];
  /** When the metaobject last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The types of resources a sitemap lists. */
export type SitemapType =
  /** Articles of the blogs. */
  | 'ARTICLE'
  /** The blogs. */
  | 'BLOG'
  /** Collections. */
  | 'COLLECTION'
  /** Metaobjects shown as pages of their own (the shop has none). */
  | 'METAOBJECT'
  /** Content pages. */
  | 'PAGE'
  /** Products. */
  | 'PRODUCT';

/** The quantity a unit price is based on, for example 250 g measured against 1 kg. */
export type UnitPriceMeasurement = {
  __typename?: 'UnitPriceMeasurement';
  /** What is measured. */
  measuredType?: Maybe<UnitPriceMeasurementMeasuredType>;
  /** Unit of the contained quantity. */
  quantityUnit?: Maybe<UnitPriceMeasurementMeasuredUnit>;
  /** Contained quantity. */
  quantityValue: Scalars['Float']['output'];
  /** Unit the price refers to. */
  referenceUnit?: Maybe<UnitPriceMeasurementMeasuredUnit>;
  /** Amount of the reference unit. */
  referenceValue: Scalars['Int']['output'];
};

/** Kinds of measurement for unit prices. */
export type UnitPriceMeasurementMeasuredType =
  /** Weight. */
  | 'WEIGHT';

/** Units for unit prices. */
export type UnitPriceMeasurementMeasuredUnit =
  /** Grams. */
  | 'G'
  /** Kilograms. */
  | 'KG';

/** An option name and value, in the request's language. */
export type VariantOptionFilter = {
  /** Option name. */
  name: Scalars['String']['input'];
  /** Option value. */
  value: Scalars['String']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  CartAddress: ( CartPostalAddress );
  MenuItemResource:
    | ( ArticleView )
    | ( BlogView )
    | ( CollectionView )
    | ( MetaobjectView )
    | ( PageView )
    | ( ProductView )
  ;
  Merchandise: ( VariantView );
  MetafieldReference:
    | ( CollectionView )
    | ( MediaImageView )
    | ( MetaobjectView )
    | ( PageView )
    | ( ProductView )
    | ( VariantView )
  ;
  SearchResultItem:
    | ( ArticleView )
    | ( PageView )
    | ( ProductView )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  BaseCartLine:
    | ( CartLineView )
    | ( CartLineView )
  ;
  CartDiscountAllocation: ( CartCodeDiscountAllocation );
  DisplayableError:
    | ( MetafieldDeleteUserError )
    | ( MetafieldsSetUserError )
  ;
  HasMetafields:
    | ( CollectionView )
    | ( ProductView )
    | ( VariantView )
  ;
  Media: ( MediaImageView );
  Node:
    | ( AppliedGiftCard )
    | ( ArticleView )
    | ( BlogView )
    | ( CartView )
    | ( CartLineView )
    | ( CollectionView )
    | ( CartLineView )
    | ( CartDeliveryAddressRecord )
    | ( MediaImageView )
    | ( MenuView )
    | ( MenuItemView )
    | ( MetafieldView )
    | ( MetaobjectView )
    | ( PageView )
    | ( ProductView )
    | ( OptionRecord )
    | ( OptionValueView )
    | ( VariantView )
    | ( ShopPolicyView )
  ;
  SitemapResourceInterface:
    | ( SitemapItemView )
    | ( SitemapResourceMetaobject )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AppliedGiftCard: ResolverTypeWrapper<AppliedGiftCard>;
  Article: ResolverTypeWrapper<ArticleView>;
  ArticleAuthor: ResolverTypeWrapper<ArticleAuthor>;
  ArticleConnection: ResolverTypeWrapper<Omit<ArticleConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ArticleEdge']>, nodes: Array<ResolversTypes['Article']> }>;
  ArticleEdge: ResolverTypeWrapper<Omit<ArticleEdge, 'node'> & { node: ResolversTypes['Article'] }>;
  ArticleSortKeys: ArticleSortKeys;
  Attribute: ResolverTypeWrapper<Attribute>;
  AttributeInput: AttributeInput;
  BaseCartLine: ResolverTypeWrapper<CartLineView>;
  BaseCartLineConnection: ResolverTypeWrapper<Omit<BaseCartLineConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['BaseCartLineEdge']>, nodes: Array<ResolversTypes['BaseCartLine']> }>;
  BaseCartLineEdge: ResolverTypeWrapper<Omit<BaseCartLineEdge, 'node'> & { node: ResolversTypes['BaseCartLine'] }>;
  Blog: ResolverTypeWrapper<BlogView>;
  BlogConnection: ResolverTypeWrapper<Omit<BlogConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['BlogEdge']>, nodes: Array<ResolversTypes['Blog']> }>;
  BlogEdge: ResolverTypeWrapper<Omit<BlogEdge, 'node'> & { node: ResolversTypes['Blog'] }>;
  BlogSortKeys: BlogSortKeys;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Omit<Brand, 'coverImage' | 'logo' | 'squareLogo'> & { coverImage?: Maybe<ResolversTypes['MediaImage']>, logo?: Maybe<ResolversTypes['MediaImage']>, squareLogo?: Maybe<ResolversTypes['MediaImage']> }>;
  BrandColorGroup: ResolverTypeWrapper<BrandColorGroup>;
  BrandColors: ResolverTypeWrapper<BrandColors>;
  BuyerInput: BuyerInput;
  Cart: ResolverTypeWrapper<CartView>;
  CartAddress: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CartAddress']>;
  CartAddressInput: CartAddressInput;
  CartAttributesUpdatePayload: ResolverTypeWrapper<Omit<CartAttributesUpdatePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartBuyerIdentity: ResolverTypeWrapper<BuyerIdentityView>;
  CartBuyerIdentityInput: CartBuyerIdentityInput;
  CartBuyerIdentityUpdatePayload: ResolverTypeWrapper<Omit<CartBuyerIdentityUpdatePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartCodeDiscountAllocation: ResolverTypeWrapper<CartCodeDiscountAllocation>;
  CartCost: ResolverTypeWrapper<CartCost>;
  CartCreatePayload: ResolverTypeWrapper<Omit<CartCreatePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartDelivery: ResolverTypeWrapper<CartDeliveryView>;
  CartDeliveryAddress: ResolverTypeWrapper<CartPostalAddress>;
  CartDeliveryAddressInput: CartDeliveryAddressInput;
  CartDeliveryAddressesAddPayload: ResolverTypeWrapper<Omit<CartDeliveryAddressesAddPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartDeliveryAddressesRemovePayload: ResolverTypeWrapper<Omit<CartDeliveryAddressesRemovePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartDeliveryAddressesUpdatePayload: ResolverTypeWrapper<Omit<CartDeliveryAddressesUpdatePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartDeliveryGroup: ResolverTypeWrapper<DeliveryGroupView>;
  CartDeliveryGroupConnection: ResolverTypeWrapper<Omit<CartDeliveryGroupConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CartDeliveryGroupEdge']>, nodes: Array<ResolversTypes['CartDeliveryGroup']> }>;
  CartDeliveryGroupEdge: ResolverTypeWrapper<Omit<CartDeliveryGroupEdge, 'node'> & { node: ResolversTypes['CartDeliveryGroup'] }>;
  CartDeliveryGroupType: CartDeliveryGroupType;
  CartDeliveryOption: ResolverTypeWrapper<DeliveryOptionView>;
  CartDiscountAllocation: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartDiscountAllocation']>;
  CartDiscountCode: ResolverTypeWrapper<CartDiscountCode>;
  CartDiscountCodesUpdatePayload: ResolverTypeWrapper<Omit<CartDiscountCodesUpdatePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartErrorCode: CartErrorCode;
  CartGiftCardCodesRemovePayload: ResolverTypeWrapper<Omit<CartGiftCardCodesRemovePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartGiftCardCodesUpdatePayload: ResolverTypeWrapper<Omit<CartGiftCardCodesUpdatePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartInput: CartInput;
  CartInputMetafieldInput: CartInputMetafieldInput;
  CartLine: ResolverTypeWrapper<CartLineView>;
  CartLineCost: ResolverTypeWrapper<CartLineCost>;
  CartLineInput: CartLineInput;
  CartLineUpdateInput: CartLineUpdateInput;
  CartLinesAddPayload: ResolverTypeWrapper<Omit<CartLinesAddPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartLinesRemovePayload: ResolverTypeWrapper<Omit<CartLinesRemovePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartLinesUpdatePayload: ResolverTypeWrapper<Omit<CartLinesUpdatePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartMetafieldDeleteInput: CartMetafieldDeleteInput;
  CartMetafieldDeletePayload: ResolverTypeWrapper<CartMetafieldDeletePayload>;
  CartMetafieldsSetInput: CartMetafieldsSetInput;
  CartMetafieldsSetPayload: ResolverTypeWrapper<Omit<CartMetafieldsSetPayload, 'metafields'> & { metafields?: Maybe<Array<ResolversTypes['Metafield']>> }>;
  CartNoteUpdatePayload: ResolverTypeWrapper<Omit<CartNoteUpdatePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartSelectableAddress: ResolverTypeWrapper<CartDeliveryAddressRecord>;
  CartSelectableAddressInput: CartSelectableAddressInput;
  CartSelectableAddressUpdateInput: CartSelectableAddressUpdateInput;
  CartSelectedDeliveryOptionInput: CartSelectedDeliveryOptionInput;
  CartSelectedDeliveryOptionsUpdatePayload: ResolverTypeWrapper<Omit<CartSelectedDeliveryOptionsUpdatePayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartUserError: ResolverTypeWrapper<CartUserError>;
  CartWarning: ResolverTypeWrapper<CartWarning>;
  CartWarningCode: CartWarningCode;
  Collection: ResolverTypeWrapper<CollectionView>;
  CollectionConnection: ResolverTypeWrapper<Omit<CollectionConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CollectionEdge']>, nodes: Array<ResolversTypes['Collection']> }>;
  CollectionEdge: ResolverTypeWrapper<Omit<CollectionEdge, 'node'> & { node: ResolversTypes['Collection'] }>;
  CollectionSortKeys: CollectionSortKeys;
  Color: ResolverTypeWrapper<Scalars['Color']['output']>;
  ComponentizableCartLine: ResolverTypeWrapper<CartLineView>;
  Count: ResolverTypeWrapper<Count>;
  CountPrecision: CountPrecision;
  Country: ResolverTypeWrapper<CountryView>;
  CountryCode: CountryCode;
  CurrencyCode: CurrencyCode;
  Customer: ResolverTypeWrapper<Customer>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DeliveryAddressValidationStrategy: DeliveryAddressValidationStrategy;
  DeliveryMethodType: DeliveryMethodType;
  DiscountApplicationTargetType: DiscountApplicationTargetType;
  DisplayableError: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['DisplayableError']>;
  Domain: ResolverTypeWrapper<Domain>;
  Filter: ResolverTypeWrapper<Filter>;
  FilterType: FilterType;
  FilterValue: ResolverTypeWrapper<FilterValue>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HTML: ResolverTypeWrapper<Scalars['HTML']['output']>;
  HasMetafields: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['HasMetafields']>;
  HasMetafieldsIdentifier: HasMetafieldsIdentifier;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageRecord>;
  ImageConnection: ResolverTypeWrapper<Omit<ImageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ImageEdge']>, nodes: Array<ResolversTypes['Image']> }>;
  ImageContentType: ImageContentType;
  ImageEdge: ResolverTypeWrapper<Omit<ImageEdge, 'node'> & { node: ResolversTypes['Image'] }>;
  ImageTransformInput: ImageTransformInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Language: ResolverTypeWrapper<Language>;
  LanguageCode: LanguageCode;
  Localization: ResolverTypeWrapper<Omit<Localization, 'availableCountries' | 'country'> & { availableCountries: Array<ResolversTypes['Country']>, country: ResolversTypes['Country'] }>;
  MailingAddress: ResolverTypeWrapper<CartDeliveryAddressRecord>;
  Media: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Media']>;
  MediaContentType: MediaContentType;
  MediaImage: ResolverTypeWrapper<MediaImageView>;
  Menu: ResolverTypeWrapper<MenuView>;
  MenuItem: ResolverTypeWrapper<MenuItemView>;
  MenuItemResource: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MenuItemResource']>;
  MenuItemType: MenuItemType;
  Merchandise: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Merchandise']>;
  Metafield: ResolverTypeWrapper<MetafieldView>;
  MetafieldDeleteErrorCode: MetafieldDeleteErrorCode;
  MetafieldDeleteUserError: ResolverTypeWrapper<MetafieldDeleteUserError>;
  MetafieldFilter: MetafieldFilter;
  MetafieldReference: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MetafieldReference']>;
  MetafieldReferenceConnection: ResolverTypeWrapper<Omit<MetafieldReferenceConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MetafieldReferenceEdge']>, nodes: Array<ResolversTypes['MetafieldReference']> }>;
  MetafieldReferenceEdge: ResolverTypeWrapper<Omit<MetafieldReferenceEdge, 'node'> & { node: ResolversTypes['MetafieldReference'] }>;
  MetafieldsSetUserError: ResolverTypeWrapper<MetafieldsSetUserError>;
  MetafieldsSetUserErrorCode: MetafieldsSetUserErrorCode;
  Metaobject: ResolverTypeWrapper<MetaobjectView>;
  MetaobjectConnection: ResolverTypeWrapper<Omit<MetaobjectConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MetaobjectEdge']>, nodes: Array<ResolversTypes['Metaobject']> }>;
  MetaobjectEdge: ResolverTypeWrapper<Omit<MetaobjectEdge, 'node'> & { node: ResolversTypes['Metaobject'] }>;
  MetaobjectField: ResolverTypeWrapper<MetaobjectFieldRecord>;
  MetaobjectHandleInput: MetaobjectHandleInput;
  MoneyV2: ResolverTypeWrapper<MoneyV2>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Page: ResolverTypeWrapper<PageView>;
  PageConnection: ResolverTypeWrapper<Omit<PageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['PageEdge']>, nodes: Array<ResolversTypes['Page']> }>;
  PageEdge: ResolverTypeWrapper<Omit<PageEdge, 'node'> & { node: ResolversTypes['Page'] }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageSortKeys: PageSortKeys;
  PaginatedSitemapResources: ResolverTypeWrapper<SitemapPageView>;
  PredictiveSearchLimitScope: PredictiveSearchLimitScope;
  PredictiveSearchResult: ResolverTypeWrapper<Omit<PredictiveSearchResult, 'articles' | 'collections' | 'pages' | 'products'> & { articles: Array<ResolversTypes['Article']>, collections: Array<ResolversTypes['Collection']>, pages: Array<ResolversTypes['Page']>, products: Array<ResolversTypes['Product']> }>;
  PredictiveSearchType: PredictiveSearchType;
  PriceRangeFilter: PriceRangeFilter;
  Product: ResolverTypeWrapper<ProductView>;
  ProductCollectionSortKeys: ProductCollectionSortKeys;
  ProductConnection: ResolverTypeWrapper<ProductConnectionView>;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProductFilter: ProductFilter;
  ProductOption: ResolverTypeWrapper<OptionRecord>;
  ProductOptionValue: ResolverTypeWrapper<OptionValueView>;
  ProductOptionValueSwatch: ResolverTypeWrapper<Omit<ProductOptionValueSwatch, 'image'> & { image?: Maybe<ResolversTypes['Media']> }>;
  ProductPriceRange: ResolverTypeWrapper<ProductPriceRange>;
  ProductRecommendationIntent: ProductRecommendationIntent;
  ProductSortKeys: ProductSortKeys;
  ProductVariant: ResolverTypeWrapper<VariantView>;
  ProductVariantConnection: ResolverTypeWrapper<Omit<ProductVariantConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductVariantEdge']>, nodes: Array<ResolversTypes['ProductVariant']> }>;
  ProductVariantEdge: ResolverTypeWrapper<Omit<ProductVariantEdge, 'node'> & { node: ResolversTypes['ProductVariant'] }>;
  QueryRoot: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SEO: ResolverTypeWrapper<Seo>;
  SearchPrefixQueryType: SearchPrefixQueryType;
  SearchQuerySuggestion: ResolverTypeWrapper<SearchQuerySuggestion>;
  SearchResultItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchResultItem']>;
  SearchResultItemConnection: ResolverTypeWrapper<SearchConnectionView>;
  SearchResultItemEdge: ResolverTypeWrapper<Omit<SearchResultItemEdge, 'node'> & { node: ResolversTypes['SearchResultItem'] }>;
  SearchSortKeys: SearchSortKeys;
  SearchType: SearchType;
  SearchUnavailableProductsType: SearchUnavailableProductsType;
  SearchableField: SearchableField;
  SelectedOption: ResolverTypeWrapper<SelectedOption>;
  SelectedOptionInput: SelectedOptionInput;
  Shop: ResolverTypeWrapper<Omit<Shop, 'brand' | 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsOfService'> & { brand?: Maybe<ResolversTypes['Brand']>, privacyPolicy?: Maybe<ResolversTypes['ShopPolicy']>, refundPolicy?: Maybe<ResolversTypes['ShopPolicy']>, shippingPolicy?: Maybe<ResolversTypes['ShopPolicy']>, termsOfService?: Maybe<ResolversTypes['ShopPolicy']> }>;
  ShopPolicy: ResolverTypeWrapper<ShopPolicyView>;
  ShopPolicyWithDefault: ResolverTypeWrapper<ShopPolicyWithDefault>;
  Sitemap: ResolverTypeWrapper<SitemapView>;
  SitemapImage: ResolverTypeWrapper<SitemapImage>;
  SitemapResource: ResolverTypeWrapper<SitemapItemView>;
  SitemapResourceInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SitemapResourceInterface']>;
  SitemapResourceMetaobject: ResolverTypeWrapper<SitemapResourceMetaobject>;
  SitemapType: SitemapType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  URL: ResolverTypeWrapper<Scalars['URL']['output']>;
  UnitPriceMeasurement: ResolverTypeWrapper<UnitPriceMeasurement>;
  UnitPriceMeasurementMeasuredType: UnitPriceMeasurementMeasuredType;
  UnitPriceMeasurementMeasuredUnit: UnitPriceMeasurementMeasuredUnit;
  VariantOptionFilter: VariantOptionFilter;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AppliedGiftCard: AppliedGiftCard;
  Article: ArticleView;
  ArticleAuthor: ArticleAuthor;
  ArticleConnection: Omit<ArticleConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ArticleEdge']>, nodes: Array<ResolversParentTypes['Article']> };
  ArticleEdge: Omit<ArticleEdge, 'node'> & { node: ResolversParentTypes['Article'] };
  Attribute: Attribute;
  AttributeInput: AttributeInput;
  BaseCartLine: CartLineView;
  BaseCartLineConnection: Omit<BaseCartLineConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['BaseCartLineEdge']>, nodes: Array<ResolversParentTypes['BaseCartLine']> };
  BaseCartLineEdge: Omit<BaseCartLineEdge, 'node'> & { node: ResolversParentTypes['BaseCartLine'] };
  Blog: BlogView;
  BlogConnection: Omit<BlogConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['BlogEdge']>, nodes: Array<ResolversParentTypes['Blog']> };
  BlogEdge: Omit<BlogEdge, 'node'> & { node: ResolversParentTypes['Blog'] };
  Boolean: Scalars['Boolean']['output'];
  Brand: Omit<Brand, 'coverImage' | 'logo' | 'squareLogo'> & { coverImage?: Maybe<ResolversParentTypes['MediaImage']>, logo?: Maybe<ResolversParentTypes['MediaImage']>, squareLogo?: Maybe<ResolversParentTypes['MediaImage']> };
  BrandColorGroup: BrandColorGroup;
  BrandColors: BrandColors;
  BuyerInput: BuyerInput;
  Cart: CartView;
  CartAddress: ResolversUnionTypes<ResolversParentTypes>['CartAddress'];
  CartAddressInput: CartAddressInput;
  CartAttributesUpdatePayload: Omit<CartAttributesUpdatePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartBuyerIdentity: BuyerIdentityView;
  CartBuyerIdentityInput: CartBuyerIdentityInput;
  CartBuyerIdentityUpdatePayload: Omit<CartBuyerIdentityUpdatePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartCodeDiscountAllocation: CartCodeDiscountAllocation;
  CartCost: CartCost;
  CartCreatePayload: Omit<CartCreatePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartDelivery: CartDeliveryView;
  CartDeliveryAddress: CartPostalAddress;
  CartDeliveryAddressInput: CartDeliveryAddressInput;
  CartDeliveryAddressesAddPayload: Omit<CartDeliveryAddressesAddPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartDeliveryAddressesRemovePayload: Omit<CartDeliveryAddressesRemovePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartDeliveryAddressesUpdatePayload: Omit<CartDeliveryAddressesUpdatePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartDeliveryGroup: DeliveryGroupView;
  CartDeliveryGroupConnection: Omit<CartDeliveryGroupConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CartDeliveryGroupEdge']>, nodes: Array<ResolversParentTypes['CartDeliveryGroup']> };
  CartDeliveryGroupEdge: Omit<CartDeliveryGroupEdge, 'node'> & { node: ResolversParentTypes['CartDeliveryGroup'] };
  CartDeliveryOption: DeliveryOptionView;
  CartDiscountAllocation: ResolversInterfaceTypes<ResolversParentTypes>['CartDiscountAllocation'];
  CartDiscountCode: CartDiscountCode;
  CartDiscountCodesUpdatePayload: Omit<CartDiscountCodesUpdatePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartGiftCardCodesRemovePayload: Omit<CartGiftCardCodesRemovePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartGiftCardCodesUpdatePayload: Omit<CartGiftCardCodesUpdatePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartInput: CartInput;
  CartInputMetafieldInput: CartInputMetafieldInput;
  CartLine: CartLineView;
  CartLineCost: CartLineCost;
  CartLineInput: CartLineInput;
  CartLineUpdateInput: CartLineUpdateInput;
  CartLinesAddPayload: Omit<CartLinesAddPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartLinesRemovePayload: Omit<CartLinesRemovePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartLinesUpdatePayload: Omit<CartLinesUpdatePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartMetafieldDeleteInput: CartMetafieldDeleteInput;
  CartMetafieldDeletePayload: CartMetafieldDeletePayload;
  CartMetafieldsSetInput: CartMetafieldsSetInput;
  CartMetafieldsSetPayload: Omit<CartMetafieldsSetPayload, 'metafields'> & { metafields?: Maybe<Array<ResolversParentTypes['Metafield']>> };
  CartNoteUpdatePayload: Omit<CartNoteUpdatePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartSelectableAddress: CartDeliveryAddressRecord;
  CartSelectableAddressInput: CartSelectableAddressInput;
  CartSelectableAddressUpdateInput: CartSelectableAddressUpdateInput;
  CartSelectedDeliveryOptionInput: CartSelectedDeliveryOptionInput;
  CartSelectedDeliveryOptionsUpdatePayload: Omit<CartSelectedDeliveryOptionsUpdatePayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartUserError: CartUserError;
  CartWarning: CartWarning;
  Collection: CollectionView;
  CollectionConnection: Omit<CollectionConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CollectionEdge']>, nodes: Array<ResolversParentTypes['Collection']> };
  CollectionEdge: Omit<CollectionEdge, 'node'> & { node: ResolversParentTypes['Collection'] };
  Color: Scalars['Color']['output'];
  ComponentizableCartLine: CartLineView;
  Count: Count;
  Country: CountryView;
  Customer: Customer;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DisplayableError: ResolversInterfaceTypes<ResolversParentTypes>['DisplayableError'];
  Domain: Domain;
  Filter: Filter;
  FilterValue: FilterValue;
  Float: Scalars['Float']['output'];
  HTML: Scalars['HTML']['output'];
  HasMetafields: ResolversInterfaceTypes<ResolversParentTypes>['HasMetafields'];
  HasMetafieldsIdentifier: HasMetafieldsIdentifier;
  ID: Scalars['ID']['output'];
  Image: ImageRecord;
  ImageConnection: Omit<ImageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ImageEdge']>, nodes: Array<ResolversParentTypes['Image']> };
  ImageEdge: Omit<ImageEdge, 'node'> & { node: ResolversParentTypes['Image'] };
  ImageTransformInput: ImageTransformInput;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Language: Language;
  Localization: Omit<Localization, 'availableCountries' | 'country'> & { availableCountries: Array<ResolversParentTypes['Country']>, country: ResolversParentTypes['Country'] };
  MailingAddress: CartDeliveryAddressRecord;
  Media: ResolversInterfaceTypes<ResolversParentTypes>['Media'];
  MediaImage: MediaImageView;
  Menu: MenuView;
  MenuItem: MenuItemView;
  MenuItemResource: ResolversUnionTypes<ResolversParentTypes>['MenuItemResource'];
  Merchandise: ResolversUnionTypes<ResolversParentTypes>['Merchandise'];
  Metafield: MetafieldView;
  MetafieldDeleteUserError: MetafieldDeleteUserError;
  MetafieldFilter: MetafieldFilter;
  MetafieldReference: ResolversUnionTypes<ResolversParentTypes>['MetafieldReference'];
  MetafieldReferenceConnection: Omit<MetafieldReferenceConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MetafieldReferenceEdge']>, nodes: Array<ResolversParentTypes['MetafieldReference']> };
  MetafieldReferenceEdge: Omit<MetafieldReferenceEdge, 'node'> & { node: ResolversParentTypes['MetafieldReference'] };
  MetafieldsSetUserError: MetafieldsSetUserError;
  Metaobject: MetaobjectView;
  MetaobjectConnection: Omit<MetaobjectConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MetaobjectEdge']>, nodes: Array<ResolversParentTypes['Metaobject']> };
  MetaobjectEdge: Omit<MetaobjectEdge, 'node'> & { node: ResolversParentTypes['Metaobject'] };
  MetaobjectField: MetaobjectFieldRecord;
  MetaobjectHandleInput: MetaobjectHandleInput;
  MoneyV2: MoneyV2;
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Page: PageView;
  PageConnection: Omit<PageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['PageEdge']>, nodes: Array<ResolversParentTypes['Page']> };
  PageEdge: Omit<PageEdge, 'node'> & { node: ResolversParentTypes['Page'] };
  PageInfo: PageInfo;
  PaginatedSitemapResources: SitemapPageView;
  PredictiveSearchResult: Omit<PredictiveSearchResult, 'articles' | 'collections' | 'pages' | 'products'> & { articles: Array<ResolversParentTypes['Article']>, collections: Array<ResolversParentTypes['Collection']>, pages: Array<ResolversParentTypes['Page']>, products: Array<ResolversParentTypes['Product']> };
  PriceRangeFilter: PriceRangeFilter;
  Product: ProductView;
  ProductConnection: ProductConnectionView;
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProductFilter: ProductFilter;
  ProductOption: OptionRecord;
  ProductOptionValue: OptionValueView;
  ProductOptionValueSwatch: Omit<ProductOptionValueSwatch, 'image'> & { image?: Maybe<ResolversParentTypes['Media']> };
  ProductPriceRange: ProductPriceRange;
  ProductVariant: VariantView;
  ProductVariantConnection: Omit<ProductVariantConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductVariantEdge']>, nodes: Array<ResolversParentTypes['ProductVariant']> };
  ProductVariantEdge: Omit<ProductVariantEdge, 'node'> & { node: ResolversParentTypes['ProductVariant'] };
  QueryRoot: Record<PropertyKey, never>;
  SEO: Seo;
  SearchQuerySuggestion: SearchQuerySuggestion;
  SearchResultItem: ResolversUnionTypes<ResolversParentTypes>['SearchResultItem'];
  SearchResultItemConnection: SearchConnectionView;
  SearchResultItemEdge: Omit<SearchResultItemEdge, 'node'> & { node: ResolversParentTypes['SearchResultItem'] };
  SelectedOption: SelectedOption;
  SelectedOptionInput: SelectedOptionInput;
  Shop: Omit<Shop, 'brand' | 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsOfService'> & { brand?: Maybe<ResolversParentTypes['Brand']>, privacyPolicy?: Maybe<ResolversParentTypes['ShopPolicy']>, refundPolicy?: Maybe<ResolversParentTypes['ShopPolicy']>, shippingPolicy?: Maybe<ResolversParentTypes['ShopPolicy']>, termsOfService?: Maybe<ResolversParentTypes['ShopPolicy']> };
  ShopPolicy: ShopPolicyView;
  ShopPolicyWithDefault: ShopPolicyWithDefault;
  Sitemap: SitemapView;
  SitemapImage: SitemapImage;
  SitemapResource: SitemapItemView;
  SitemapResourceInterface: ResolversInterfaceTypes<ResolversParentTypes>['SitemapResourceInterface'];
  SitemapResourceMetaobject: SitemapResourceMetaobject;
  String: Scalars['String']['output'];
  URL: Scalars['URL']['output'];
  UnitPriceMeasurement: UnitPriceMeasurement;
  VariantOptionFilter: VariantOptionFilter;
};

export type InContextDirectiveArgs = {
  buyer?: Maybe<BuyerInput>;
  country?: Maybe<CountryCode>;
  language?: Maybe<LanguageCode>;
  preferredLocationId?: Maybe<Scalars['ID']['input']>;
};

export type InContextDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = InContextDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AppliedGiftCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedGiftCard'] = ResolversParentTypes['AppliedGiftCard']> = {
  amountUsed?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastCharacters?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentmentAmountUsed?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = {
  authorV2?: Resolver<Maybe<ResolversTypes['ArticleAuthor']>, ParentType, ContextType>;
  blog?: Resolver<ResolversTypes['Blog'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<ArticleContentArgs>>;
  contentHtml?: Resolver<ResolversTypes['HTML'], ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ArticleExcerptArgs>>;
  excerptHtml?: Resolver<Maybe<ResolversTypes['HTML']>, ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['SEO']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingParameters?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ArticleAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleAuthor'] = ResolversParentTypes['ArticleAuthor']> = {
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArticleConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleConnection'] = ResolversParentTypes['ArticleConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ArticleEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ArticleEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleEdge'] = ResolversParentTypes['ArticleEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Article'], ParentType, ContextType>;
};

export type AttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attribute'] = ResolversParentTypes['Attribute']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BaseCartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BaseCartLine'] = ResolversParentTypes['BaseCartLine']> = {
  __resolveType: TypeResolveFn<'CartLine' | 'ComponentizableCartLine', ParentType, ContextType>;
};

export type BaseCartLineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BaseCartLineConnection'] = ResolversParentTypes['BaseCartLineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BaseCartLineEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['BaseCartLine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BaseCartLineEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BaseCartLineEdge'] = ResolversParentTypes['BaseCartLineEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BaseCartLine'], ParentType, ContextType>;
};

export type BlogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Blog'] = ResolversParentTypes['Blog']> = {
  articleByHandle?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<BlogArticleByHandleArgs, 'handle'>>;
  articles?: Resolver<ResolversTypes['ArticleConnection'], ParentType, ContextType, RequireFields<BlogArticlesArgs, 'reverse' | 'sortKey'>>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['SEO']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BlogConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogConnection'] = ResolversParentTypes['BlogConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BlogEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Blog']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BlogEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogEdge'] = ResolversParentTypes['BlogEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Blog'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  colors?: Resolver<ResolversTypes['BrandColors'], ParentType, ContextType>;
  coverImage?: Resolver<Maybe<ResolversTypes['MediaImage']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['MediaImage']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slogan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  squareLogo?: Resolver<Maybe<ResolversTypes['MediaImage']>, ParentType, ContextType>;
};

export type BrandColorGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandColorGroup'] = ResolversParentTypes['BrandColorGroup']> = {
  background?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
  foreground?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
};

export type BrandColorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandColors'] = ResolversParentTypes['BrandColors']> = {
  primary?: Resolver<Array<ResolversTypes['BrandColorGroup']>, ParentType, ContextType>;
  secondary?: Resolver<Array<ResolversTypes['BrandColorGroup']>, ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  appliedGiftCards?: Resolver<Array<ResolversTypes['AppliedGiftCard']>, ParentType, ContextType>;
  attribute?: Resolver<Maybe<ResolversTypes['Attribute']>, ParentType, ContextType, RequireFields<CartAttributeArgs, 'key'>>;
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType>;
  buyerIdentity?: Resolver<ResolversTypes['CartBuyerIdentity'], ParentType, ContextType>;
  checkoutUrl?: Resolver<ResolversTypes['URL'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['CartCost'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['CartDelivery'], ParentType, ContextType>;
  deliveryGroups?: Resolver<ResolversTypes['CartDeliveryGroupConnection'], ParentType, ContextType, RequireFields<CartDeliveryGroupsArgs, 'reverse' | 'withCarrierRates'>>;
  discountAllocations?: Resolver<Array<ResolversTypes['CartDiscountAllocation']>, ParentType, ContextType>;
  discountCodes?: Resolver<Array<ResolversTypes['CartDiscountCode']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['BaseCartLineConnection'], ParentType, ContextType, RequireFields<CartLinesArgs, 'reverse'>>;
  metafield?: Resolver<Maybe<ResolversTypes['Metafield']>, ParentType, ContextType, RequireFields<CartMetafieldArgs, 'key'>>;
  metafields?: Resolver<Array<Maybe<ResolversTypes['Metafield']>>, ParentType, ContextType, RequireFields<CartMetafieldsArgs, 'identifiers'>>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartAddress'] = ResolversParentTypes['CartAddress']> = {
  __resolveType: TypeResolveFn<'CartDeliveryAddress', ParentType, ContextType>;
};

export type CartAttributesUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartAttributesUpdatePayload'] = ResolversParentTypes['CartAttributesUpdatePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartBuyerIdentityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartBuyerIdentity'] = ResolversParentTypes['CartBuyerIdentity']> = {
  countryCode?: Resolver<Maybe<ResolversTypes['CountryCode']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartBuyerIdentityUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartBuyerIdentityUpdatePayload'] = ResolversParentTypes['CartBuyerIdentityUpdatePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartCodeDiscountAllocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartCodeDiscountAllocation'] = ResolversParentTypes['CartCodeDiscountAllocation']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountedAmount?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['DiscountApplicationTargetType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartCostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartCost'] = ResolversParentTypes['CartCost']> = {
  checkoutChargeAmount?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  subtotalAmount?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  subtotalAmountEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  totalAmountEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalDutyAmount?: Resolver<Maybe<ResolversTypes['MoneyV2']>, ParentType, ContextType>;
  totalTaxAmount?: Resolver<Maybe<ResolversTypes['MoneyV2']>, ParentType, ContextType>;
};

export type CartCreatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartCreatePayload'] = ResolversParentTypes['CartCreatePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDelivery'] = ResolversParentTypes['CartDelivery']> = {
  addresses?: Resolver<Array<ResolversTypes['CartSelectableAddress']>, ParentType, ContextType, RequireFields<CartDeliveryAddressesArgs, 'selected'>>;
};

export type CartDeliveryAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDeliveryAddress'] = ResolversParentTypes['CartDeliveryAddress']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formatted?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<CartDeliveryAddressFormattedArgs, 'withCompany' | 'withName'>>;
  formattedArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinceCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartDeliveryAddressesAddPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDeliveryAddressesAddPayload'] = ResolversParentTypes['CartDeliveryAddressesAddPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartDeliveryAddressesRemovePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDeliveryAddressesRemovePayload'] = ResolversParentTypes['CartDeliveryAddressesRemovePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartDeliveryAddressesUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDeliveryAddressesUpdatePayload'] = ResolversParentTypes['CartDeliveryAddressesUpdatePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartDeliveryGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDeliveryGroup'] = ResolversParentTypes['CartDeliveryGroup']> = {
  cartLines?: Resolver<ResolversTypes['BaseCartLineConnection'], ParentType, ContextType, RequireFields<CartDeliveryGroupCartLinesArgs, 'reverse'>>;
  deliveryAddress?: Resolver<ResolversTypes['MailingAddress'], ParentType, ContextType>;
  deliveryOptions?: Resolver<Array<ResolversTypes['CartDeliveryOption']>, ParentType, ContextType>;
  groupType?: Resolver<ResolversTypes['CartDeliveryGroupType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  selectedDeliveryOption?: Resolver<Maybe<ResolversTypes['CartDeliveryOption']>, ParentType, ContextType>;
};

export type CartDeliveryGroupConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDeliveryGroupConnection'] = ResolversParentTypes['CartDeliveryGroupConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CartDeliveryGroupEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['CartDeliveryGroup']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CartDeliveryGroupEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDeliveryGroupEdge'] = ResolversParentTypes['CartDeliveryGroupEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CartDeliveryGroup'], ParentType, ContextType>;
};

export type CartDeliveryOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDeliveryOption'] = ResolversParentTypes['CartDeliveryOption']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryMethodType?: Resolver<ResolversTypes['DeliveryMethodType'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedCost?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartDiscountAllocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDiscountAllocation'] = ResolversParentTypes['CartDiscountAllocation']> = {
  __resolveType: TypeResolveFn<'CartCodeDiscountAllocation', ParentType, ContextType>;
};

export type CartDiscountCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDiscountCode'] = ResolversParentTypes['CartDiscountCode']> = {
  applicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartDiscountCodesUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDiscountCodesUpdatePayload'] = ResolversParentTypes['CartDiscountCodesUpdatePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartGiftCardCodesRemovePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartGiftCardCodesRemovePayload'] = ResolversParentTypes['CartGiftCardCodesRemovePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartGiftCardCodesUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartGiftCardCodesUpdatePayload'] = ResolversParentTypes['CartGiftCardCodesUpdatePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  attribute?: Resolver<Maybe<ResolversTypes['Attribute']>, ParentType, ContextType, RequireFields<CartLineAttributeArgs, 'key'>>;
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['CartLineCost'], ParentType, ContextType>;
  discountAllocations?: Resolver<Array<ResolversTypes['CartDiscountAllocation']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  merchandise?: Resolver<ResolversTypes['Merchandise'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartLineCostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLineCost'] = ResolversParentTypes['CartLineCost']> = {
  amountPerQuantity?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  compareAtAmountPerQuantity?: Resolver<Maybe<ResolversTypes['MoneyV2']>, ParentType, ContextType>;
  subtotalAmount?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
};

export type CartLinesAddPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLinesAddPayload'] = ResolversParentTypes['CartLinesAddPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartLinesRemovePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLinesRemovePayload'] = ResolversParentTypes['CartLinesRemovePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartLinesUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLinesUpdatePayload'] = ResolversParentTypes['CartLinesUpdatePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartMetafieldDeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartMetafieldDeletePayload'] = ResolversParentTypes['CartMetafieldDeletePayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['MetafieldDeleteUserError']>, ParentType, ContextType>;
};

export type CartMetafieldsSetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartMetafieldsSetPayload'] = ResolversParentTypes['CartMetafieldsSetPayload']> = {
  metafields?: Resolver<Maybe<Array<ResolversTypes['Metafield']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['MetafieldsSetUserError']>, ParentType, ContextType>;
};

export type CartNoteUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartNoteUpdatePayload'] = ResolversParentTypes['CartNoteUpdatePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartSelectableAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartSelectableAddress'] = ResolversParentTypes['CartSelectableAddress']> = {
  address?: Resolver<ResolversTypes['CartAddress'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  oneTimeUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartSelectedDeliveryOptionsUpdatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartSelectedDeliveryOptionsUpdatePayload'] = ResolversParentTypes['CartSelectedDeliveryOptionsUpdatePayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['CartUserError']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartWarning']>, ParentType, ContextType>;
};

export type CartUserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartUserError'] = ResolversParentTypes['CartUserError']> = {
  code?: Resolver<Maybe<ResolversTypes['CartErrorCode']>, ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartWarningResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartWarning'] = ResolversParentTypes['CartWarning']> = {
  code?: Resolver<ResolversTypes['CartWarningCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<CollectionDescriptionArgs>>;
  descriptionHtml?: Resolver<ResolversTypes['HTML'], ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  metafield?: Resolver<Maybe<ResolversTypes['Metafield']>, ParentType, ContextType, RequireFields<CollectionMetafieldArgs, 'key'>>;
  metafields?: Resolver<Array<Maybe<ResolversTypes['Metafield']>>, ParentType, ContextType, RequireFields<CollectionMetafieldsArgs, 'identifiers'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<CollectionProductsArgs, 'reverse' | 'sortKey'>>;
  seo?: Resolver<ResolversTypes['SEO'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingParameters?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CollectionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionConnection'] = ResolversParentTypes['CollectionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CollectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CollectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionEdge'] = ResolversParentTypes['CollectionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
};

export interface ColorScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Color'], any> {
  name: 'Color';
}

export type ComponentizableCartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComponentizableCartLine'] = ResolversParentTypes['ComponentizableCartLine']> = {
  attribute?: Resolver<Maybe<ResolversTypes['Attribute']>, ParentType, ContextType, RequireFields<ComponentizableCartLineAttributeArgs, 'key'>>;
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['CartLineCost'], ParentType, ContextType>;
  discountAllocations?: Resolver<Array<ResolversTypes['CartDiscountAllocation']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineComponents?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  merchandise?: Resolver<ResolversTypes['Merchandise'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Count'] = ResolversParentTypes['Count']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  precision?: Resolver<ResolversTypes['CountPrecision'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  isoCode?: Resolver<ResolversTypes['CountryCode'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DisplayableErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayableError'] = ResolversParentTypes['DisplayableError']> = {
  __resolveType: TypeResolveFn<'MetafieldDeleteUserError' | 'MetafieldsSetUserError', ParentType, ContextType>;
};

export type DomainResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Domain'] = ResolversParentTypes['Domain']> = {
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sslEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['URL'], ParentType, ContextType>;
};

export type FilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Filter'] = ResolversParentTypes['Filter']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FilterType'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['FilterValue']>, ParentType, ContextType>;
};

export type FilterValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterValue'] = ResolversParentTypes['FilterValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  input?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface HtmlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['HTML'], any> {
  name: 'HTML';
}

export type HasMetafieldsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HasMetafields'] = ResolversParentTypes['HasMetafields']> = {
  __resolveType: TypeResolveFn<'Collection' | 'Product' | 'ProductVariant', ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  altText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['URL'], ParentType, ContextType, Partial<ImageUrlArgs>>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ImageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageConnection'] = ResolversParentTypes['ImageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ImageEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ImageEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageEdge'] = ResolversParentTypes['ImageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LanguageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = {
  endonymName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isoCode?: Resolver<ResolversTypes['LanguageCode'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocalizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Localization'] = ResolversParentTypes['Localization']> = {
  availableCountries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  availableLanguages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
};

export type MailingAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailingAddress'] = ResolversParentTypes['MailingAddress']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCodeV2?: Resolver<Maybe<ResolversTypes['CountryCode']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formatted?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MailingAddressFormattedArgs, 'withCompany' | 'withName'>>;
  formattedArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinceCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MediaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Media'] = ResolversParentTypes['Media']> = {
  __resolveType: TypeResolveFn<'MediaImage', ParentType, ContextType>;
};

export type MediaImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaImage'] = ResolversParentTypes['MediaImage']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  mediaContentType?: Resolver<ResolversTypes['MediaContentType'], ParentType, ContextType>;
  previewImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MenuItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  resource?: Resolver<Maybe<ResolversTypes['MenuItemResource']>, ParentType, ContextType>;
  resourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MenuItemType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['URL']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MenuItemResourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuItemResource'] = ResolversParentTypes['MenuItemResource']> = {
  __resolveType: TypeResolveFn<'Article' | 'Blog' | 'Collection' | 'Metaobject' | 'Page' | 'Product', ParentType, ContextType>;
};

export type MerchandiseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Merchandise'] = ResolversParentTypes['Merchandise']> = {
  __resolveType: TypeResolveFn<'ProductVariant', ParentType, ContextType>;
};

export type MetafieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Metafield'] = ResolversParentTypes['Metafield']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['MetafieldReference']>, ParentType, ContextType>;
  references?: Resolver<Maybe<ResolversTypes['MetafieldReferenceConnection']>, ParentType, ContextType, Partial<MetafieldReferencesArgs>>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MetafieldDeleteUserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetafieldDeleteUserError'] = ResolversParentTypes['MetafieldDeleteUserError']> = {
  code?: Resolver<Maybe<ResolversTypes['MetafieldDeleteErrorCode']>, ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MetafieldReferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetafieldReference'] = ResolversParentTypes['MetafieldReference']> = {
  __resolveType: TypeResolveFn<'Collection' | 'MediaImage' | 'Metaobject' | 'Page' | 'Product' | 'ProductVariant', ParentType, ContextType>;
};

export type MetafieldReferenceConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetafieldReferenceConnection'] = ResolversParentTypes['MetafieldReferenceConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MetafieldReferenceEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MetafieldReference']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MetafieldReferenceEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetafieldReferenceEdge'] = ResolversParentTypes['MetafieldReferenceEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MetafieldReference'], ParentType, ContextType>;
};

export type MetafieldsSetUserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetafieldsSetUserError'] = ResolversParentTypes['MetafieldsSetUserError']> = {
  code?: Resolver<Maybe<ResolversTypes['MetafieldsSetUserErrorCode']>, ParentType, ContextType>;
  elementIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MetaobjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Metaobject'] = ResolversParentTypes['Metaobject']> = {
  field?: Resolver<Maybe<ResolversTypes['MetaobjectField']>, ParentType, ContextType, RequireFields<MetaobjectFieldArgs, 'key'>>;
  fields?: Resolver<Array<ResolversTypes['MetaobjectField']>, ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MetaobjectConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetaobjectConnection'] = ResolversParentTypes['MetaobjectConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MetaobjectEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Metaobject']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MetaobjectEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetaobjectEdge'] = ResolversParentTypes['MetaobjectEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Metaobject'], ParentType, ContextType>;
};

export type MetaobjectFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetaobjectField'] = ResolversParentTypes['MetaobjectField']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['MetafieldReference']>, ParentType, ContextType>;
  references?: Resolver<Maybe<ResolversTypes['MetafieldReferenceConnection']>, ParentType, ContextType, Partial<MetaobjectFieldReferencesArgs>>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MoneyV2Resolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoneyV2'] = ResolversParentTypes['MoneyV2']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cartAttributesUpdate?: Resolver<Maybe<ResolversTypes['CartAttributesUpdatePayload']>, ParentType, ContextType, RequireFields<MutationCartAttributesUpdateArgs, 'attributes' | 'cartId'>>;
  cartBuyerIdentityUpdate?: Resolver<Maybe<ResolversTypes['CartBuyerIdentityUpdatePayload']>, ParentType, ContextType, RequireFields<MutationCartBuyerIdentityUpdateArgs, 'buyerIdentity' | 'cartId'>>;
  cartCreate?: Resolver<Maybe<ResolversTypes['CartCreatePayload']>, ParentType, ContextType, Partial<MutationCartCreateArgs>>;
  cartDeliveryAddressesAdd?: Resolver<Maybe<ResolversTypes['CartDeliveryAddressesAddPayload']>, ParentType, ContextType, RequireFields<MutationCartDeliveryAddressesAddArgs, 'addresses' | 'cartId'>>;
  cartDeliveryAddressesRemove?: Resolver<Maybe<ResolversTypes['CartDeliveryAddressesRemovePayload']>, ParentType, ContextType, RequireFields<MutationCartDeliveryAddressesRemoveArgs, 'addressIds' | 'cartId'>>;
  cartDeliveryAddressesUpdate?: Resolver<Maybe<ResolversTypes['CartDeliveryAddressesUpdatePayload']>, ParentType, ContextType, RequireFields<MutationCartDeliveryAddressesUpdateArgs, 'addresses' | 'cartId'>>;
  cartDiscountCodesUpdate?: Resolver<Maybe<ResolversTypes['CartDiscountCodesUpdatePayload']>, ParentType, ContextType, RequireFields<MutationCartDiscountCodesUpdateArgs, 'cartId'>>;
  cartGiftCardCodesRemove?: Resolver<Maybe<ResolversTypes['CartGiftCardCodesRemovePayload']>, ParentType, ContextType, RequireFields<MutationCartGiftCardCodesRemoveArgs, 'appliedGiftCardIds' | 'cartId'>>;
  cartGiftCardCodesUpdate?: Resolver<Maybe<ResolversTypes['CartGiftCardCodesUpdatePayload']>, ParentType, ContextType, RequireFields<MutationCartGiftCardCodesUpdateArgs, 'cartId' | 'giftCardCodes'>>;
  cartLinesAdd?: Resolver<Maybe<ResolversTypes['CartLinesAddPayload']>, ParentType, ContextType, RequireFields<MutationCartLinesAddArgs, 'cartId' | 'lines'>>;
  cartLinesRemove?: Resolver<Maybe<ResolversTypes['CartLinesRemovePayload']>, ParentType, ContextType, RequireFields<MutationCartLinesRemoveArgs, 'cartId' | 'lineIds'>>;
  cartLinesUpdate?: Resolver<Maybe<ResolversTypes['CartLinesUpdatePayload']>, ParentType, ContextType, RequireFields<MutationCartLinesUpdateArgs, 'cartId' | 'lines'>>;
  cartMetafieldDelete?: Resolver<Maybe<ResolversTypes['CartMetafieldDeletePayload']>, ParentType, ContextType, RequireFields<MutationCartMetafieldDeleteArgs, 'input'>>;
  cartMetafieldsSet?: Resolver<Maybe<ResolversTypes['CartMetafieldsSetPayload']>, ParentType, ContextType, RequireFields<MutationCartMetafieldsSetArgs, 'metafields'>>;
  cartNoteUpdate?: Resolver<Maybe<ResolversTypes['CartNoteUpdatePayload']>, ParentType, ContextType, RequireFields<MutationCartNoteUpdateArgs, 'cartId' | 'note'>>;
  cartSelectedDeliveryOptionsUpdate?: Resolver<Maybe<ResolversTypes['CartSelectedDeliveryOptionsUpdatePayload']>, ParentType, ContextType, RequireFields<MutationCartSelectedDeliveryOptionsUpdateArgs, 'cartId' | 'selectedDeliveryOptions'>>;
};

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'AppliedGiftCard' | 'Article' | 'Blog' | 'Cart' | 'CartLine' | 'Collection' | 'ComponentizableCartLine' | 'MailingAddress' | 'MediaImage' | 'Menu' | 'MenuItem' | 'Metafield' | 'Metaobject' | 'Page' | 'Product' | 'ProductOption' | 'ProductOptionValue' | 'ProductVariant' | 'ShopPolicy', ParentType, ContextType>;
};

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  body?: Resolver<ResolversTypes['HTML'], ParentType, ContextType>;
  bodySummary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['SEO']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingParameters?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageConnection'] = ResolversParentTypes['PageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PageEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PageEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageEdge'] = ResolversParentTypes['PageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Page'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaginatedSitemapResourcesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaginatedSitemapResources'] = ResolversParentTypes['PaginatedSitemapResources']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SitemapResourceInterface']>, ParentType, ContextType>;
};

export type PredictiveSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PredictiveSearchResult'] = ResolversParentTypes['PredictiveSearchResult']> = {
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  collections?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  queries?: Resolver<Array<ResolversTypes['SearchQuerySuggestion']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  adjacentVariants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType, RequireFields<ProductAdjacentVariantsArgs, 'caseInsensitiveMatch' | 'ignoreUnknownOptions'>>;
  availableForSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collections?: Resolver<ResolversTypes['CollectionConnection'], ParentType, ContextType, RequireFields<ProductCollectionsArgs, 'reverse'>>;
  compareAtPriceRange?: Resolver<ResolversTypes['ProductPriceRange'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<ProductDescriptionArgs>>;
  descriptionHtml?: Resolver<ResolversTypes['HTML'], ParentType, ContextType>;
  encodedVariantAvailability?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encodedVariantExistence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featuredImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['ImageConnection'], ParentType, ContextType, RequireFields<ProductImagesArgs, 'reverse'>>;
  isGiftCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metafield?: Resolver<Maybe<ResolversTypes['Metafield']>, ParentType, ContextType, RequireFields<ProductMetafieldArgs, 'key'>>;
  metafields?: Resolver<Array<Maybe<ResolversTypes['Metafield']>>, ParentType, ContextType, RequireFields<ProductMetafieldsArgs, 'identifiers'>>;
  options?: Resolver<Array<ResolversTypes['ProductOption']>, ParentType, ContextType, Partial<ProductOptionsArgs>>;
  priceRange?: Resolver<ResolversTypes['ProductPriceRange'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  selectedOrFirstAvailableVariant?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType, RequireFields<ProductSelectedOrFirstAvailableVariantArgs, 'caseInsensitiveMatch' | 'ignoreUnknownOptions'>>;
  seo?: Resolver<ResolversTypes['SEO'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalInventory?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trackingParameters?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variantBySelectedOptions?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType, RequireFields<ProductVariantBySelectedOptionsArgs, 'selectedOptions'>>;
  variants?: Resolver<ResolversTypes['ProductVariantConnection'], ParentType, ContextType, RequireFields<ProductVariantsArgs, 'reverse'>>;
  vendor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['Filter']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ProductEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductOption'] = ResolversParentTypes['ProductOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionValues?: Resolver<Array<ResolversTypes['ProductOptionValue']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductOptionValue'] = ResolversParentTypes['ProductOptionValue']> = {
  firstSelectableVariant?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['ProductOptionValueSwatch']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductOptionValueSwatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductOptionValueSwatch'] = ResolversParentTypes['ProductOptionValueSwatch']> = {
  color?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
};

export type ProductPriceRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPriceRange'] = ResolversParentTypes['ProductPriceRange']> = {
  maxVariantPrice?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  minVariantPrice?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
};

export type ProductVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = {
  availableForSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  compareAtPrice?: Resolver<Maybe<ResolversTypes['MoneyV2']>, ParentType, ContextType>;
  currentlyNotInStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  metafield?: Resolver<Maybe<ResolversTypes['Metafield']>, ParentType, ContextType, RequireFields<ProductVariantMetafieldArgs, 'key'>>;
  metafields?: Resolver<Array<Maybe<ResolversTypes['Metafield']>>, ParentType, ContextType, RequireFields<ProductVariantMetafieldsArgs, 'identifiers'>>;
  price?: Resolver<ResolversTypes['MoneyV2'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantityAvailable?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requiresShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selectedOptions?: Resolver<Array<ResolversTypes['SelectedOption']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['MoneyV2']>, ParentType, ContextType>;
  unitPriceMeasurement?: Resolver<Maybe<ResolversTypes['UnitPriceMeasurement']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductVariantConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariantConnection'] = ResolversParentTypes['ProductVariantConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductVariantEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ProductVariantEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariantEdge'] = ResolversParentTypes['ProductVariantEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductVariant'], ParentType, ContextType>;
};

export type QueryRootResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueryRoot'] = ResolversParentTypes['QueryRoot']> = {
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryRootArticleArgs, 'id'>>;
  articles?: Resolver<ResolversTypes['ArticleConnection'], ParentType, ContextType, RequireFields<QueryRootArticlesArgs, 'reverse' | 'sortKey'>>;
  blog?: Resolver<Maybe<ResolversTypes['Blog']>, ParentType, ContextType, Partial<QueryRootBlogArgs>>;
  blogs?: Resolver<ResolversTypes['BlogConnection'], ParentType, ContextType, RequireFields<QueryRootBlogsArgs, 'reverse' | 'sortKey'>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryRootCartArgs, 'id'>>;
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, Partial<QueryRootCollectionArgs>>;
  collections?: Resolver<ResolversTypes['CollectionConnection'], ParentType, ContextType, RequireFields<QueryRootCollectionsArgs, 'reverse' | 'sortKey'>>;
  localization?: Resolver<ResolversTypes['Localization'], ParentType, ContextType>;
  menu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType, RequireFields<QueryRootMenuArgs, 'handle'>>;
  metaobject?: Resolver<Maybe<ResolversTypes['Metaobject']>, ParentType, ContextType, Partial<QueryRootMetaobjectArgs>>;
  metaobjects?: Resolver<ResolversTypes['MetaobjectConnection'], ParentType, ContextType, RequireFields<QueryRootMetaobjectsArgs, 'reverse' | 'type'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryRootNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryRootNodesArgs, 'ids'>>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, Partial<QueryRootPageArgs>>;
  pageByHandle?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryRootPageByHandleArgs, 'handle'>>;
  pages?: Resolver<ResolversTypes['PageConnection'], ParentType, ContextType, RequireFields<QueryRootPagesArgs, 'reverse' | 'sortKey'>>;
  predictiveSearch?: Resolver<Maybe<ResolversTypes['PredictiveSearchResult']>, ParentType, ContextType, RequireFields<QueryRootPredictiveSearchArgs, 'query'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryRootProductArgs>>;
  productRecommendations?: Resolver<Maybe<Array<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<QueryRootProductRecommendationsArgs, 'intent'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryRootProductsArgs, 'reverse' | 'sortKey'>>;
  search?: Resolver<ResolversTypes['SearchResultItemConnection'], ParentType, ContextType, RequireFields<QueryRootSearchArgs, 'query' | 'reverse' | 'sortKey'>>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  sitemap?: Resolver<ResolversTypes['Sitemap'], ParentType, ContextType, RequireFields<QueryRootSitemapArgs, 'type'>>;
};

export type SeoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SEO'] = ResolversParentTypes['SEO']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchQuerySuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchQuerySuggestion'] = ResolversParentTypes['SearchQuerySuggestion']> = {
  styledText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingParameters?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchResultItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResultItem'] = ResolversParentTypes['SearchResultItem']> = {
  __resolveType: TypeResolveFn<'Article' | 'Page' | 'Product', ParentType, ContextType>;
};

export type SearchResultItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResultItemConnection'] = ResolversParentTypes['SearchResultItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SearchResultItemEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['SearchResultItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  productFilters?: Resolver<Array<ResolversTypes['Filter']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchResultItemEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResultItemEdge'] = ResolversParentTypes['SearchResultItemEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SearchResultItem'], ParentType, ContextType>;
};

export type SelectedOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedOption'] = ResolversParentTypes['SelectedOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = {
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryDomain?: Resolver<ResolversTypes['Domain'], ParentType, ContextType>;
  privacyPolicy?: Resolver<Maybe<ResolversTypes['ShopPolicy']>, ParentType, ContextType>;
  refundPolicy?: Resolver<Maybe<ResolversTypes['ShopPolicy']>, ParentType, ContextType>;
  shippingPolicy?: Resolver<Maybe<ResolversTypes['ShopPolicy']>, ParentType, ContextType>;
  subscriptionPolicy?: Resolver<Maybe<ResolversTypes['ShopPolicyWithDefault']>, ParentType, ContextType>;
  termsOfService?: Resolver<Maybe<ResolversTypes['ShopPolicy']>, ParentType, ContextType>;
};

export type ShopPolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopPolicy'] = ResolversParentTypes['ShopPolicy']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['URL'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShopPolicyWithDefaultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopPolicyWithDefault'] = ResolversParentTypes['ShopPolicyWithDefault']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['URL'], ParentType, ContextType>;
};

export type SitemapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sitemap'] = ResolversParentTypes['Sitemap']> = {
  pagesCount?: Resolver<Maybe<ResolversTypes['Count']>, ParentType, ContextType>;
  resources?: Resolver<Maybe<ResolversTypes['PaginatedSitemapResources']>, ParentType, ContextType, RequireFields<SitemapResourcesArgs, 'page'>>;
};

export type SitemapImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapImage'] = ResolversParentTypes['SitemapImage']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filepath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SitemapResourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapResource'] = ResolversParentTypes['SitemapResource']> = {
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['SitemapImage']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SitemapResourceInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapResourceInterface'] = ResolversParentTypes['SitemapResourceInterface']> = {
  __resolveType: TypeResolveFn<'SitemapResource' | 'SitemapResourceMetaobject', ParentType, ContextType>;
};

export type SitemapResourceMetaobjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapResourceMetaobject'] = ResolversParentTypes['SitemapResourceMetaobject']> = {
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onlineStoreUrlHandle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export type UnitPriceMeasurementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnitPriceMeasurement'] = ResolversParentTypes['UnitPriceMeasurement']> = {
  measuredType?: Resolver<Maybe<ResolversTypes['UnitPriceMeasurementMeasuredType']>, ParentType, ContextType>;
  quantityUnit?: Resolver<Maybe<ResolversTypes['UnitPriceMeasurementMeasuredUnit']>, ParentType, ContextType>;
  quantityValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  referenceUnit?: Resolver<Maybe<ResolversTypes['UnitPriceMeasurementMeasuredUnit']>, ParentType, ContextType>;
  referenceValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AppliedGiftCard?: AppliedGiftCardResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleAuthor?: ArticleAuthorResolvers<ContextType>;
  ArticleConnection?: ArticleConnectionResolvers<ContextType>;
  ArticleEdge?: ArticleEdgeResolvers<ContextType>;
  Attribute?: AttributeResolvers<ContextType>;
  BaseCartLine?: BaseCartLineResolvers<ContextType>;
  BaseCartLineConnection?: BaseCartLineConnectionResolvers<ContextType>;
  BaseCartLineEdge?: BaseCartLineEdgeResolvers<ContextType>;
  Blog?: BlogResolvers<ContextType>;
  BlogConnection?: BlogConnectionResolvers<ContextType>;
  BlogEdge?: BlogEdgeResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandColorGroup?: BrandColorGroupResolvers<ContextType>;
  BrandColors?: BrandColorsResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartAddress?: CartAddressResolvers<ContextType>;
  CartAttributesUpdatePayload?: CartAttributesUpdatePayloadResolvers<ContextType>;
  CartBuyerIdentity?: CartBuyerIdentityResolvers<ContextType>;
  CartBuyerIdentityUpdatePayload?: CartBuyerIdentityUpdatePayloadResolvers<ContextType>;
  CartCodeDiscountAllocation?: CartCodeDiscountAllocationResolvers<ContextType>;
  CartCost?: CartCostResolvers<ContextType>;
  CartCreatePayload?: CartCreatePayloadResolvers<ContextType>;
  CartDelivery?: CartDeliveryResolvers<ContextType>;
  CartDeliveryAddress?: CartDeliveryAddressResolvers<ContextType>;
  CartDeliveryAddressesAddPayload?: CartDeliveryAddressesAddPayloadResolvers<ContextType>;
  CartDeliveryAddressesRemovePayload?: CartDeliveryAddressesRemovePayloadResolvers<ContextType>;
  CartDeliveryAddressesUpdatePayload?: CartDeliveryAddressesUpdatePayloadResolvers<ContextType>;
  CartDeliveryGroup?: CartDeliveryGroupResolvers<ContextType>;
  CartDeliveryGroupConnection?: CartDeliveryGroupConnectionResolvers<ContextType>;
  CartDeliveryGroupEdge?: CartDeliveryGroupEdgeResolvers<ContextType>;
  CartDeliveryOption?: CartDeliveryOptionResolvers<ContextType>;
  CartDiscountAllocation?: CartDiscountAllocationResolvers<ContextType>;
  CartDiscountCode?: CartDiscountCodeResolvers<ContextType>;
  CartDiscountCodesUpdatePayload?: CartDiscountCodesUpdatePayloadResolvers<ContextType>;
  CartGiftCardCodesRemovePayload?: CartGiftCardCodesRemovePayloadResolvers<ContextType>;
  CartGiftCardCodesUpdatePayload?: CartGiftCardCodesUpdatePayloadResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartLineCost?: CartLineCostResolvers<ContextType>;
  CartLinesAddPayload?: CartLinesAddPayloadResolvers<ContextType>;
  CartLinesRemovePayload?: CartLinesRemovePayloadResolvers<ContextType>;
  CartLinesUpdatePayload?: CartLinesUpdatePayloadResolvers<ContextType>;
  CartMetafieldDeletePayload?: CartMetafieldDeletePayloadResolvers<ContextType>;
  CartMetafieldsSetPayload?: CartMetafieldsSetPayloadResolvers<ContextType>;
  CartNoteUpdatePayload?: CartNoteUpdatePayloadResolvers<ContextType>;
  CartSelectableAddress?: CartSelectableAddressResolvers<ContextType>;
  CartSelectedDeliveryOptionsUpdatePayload?: CartSelectedDeliveryOptionsUpdatePayloadResolvers<ContextType>;
  CartUserError?: CartUserErrorResolvers<ContextType>;
  CartWarning?: CartWarningResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  CollectionConnection?: CollectionConnectionResolvers<ContextType>;
  CollectionEdge?: CollectionEdgeResolvers<ContextType>;
  Color?: GraphQLScalarType;
  ComponentizableCartLine?: ComponentizableCartLineResolvers<ContextType>;
  Count?: CountResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DisplayableError?: DisplayableErrorResolvers<ContextType>;
  Domain?: DomainResolvers<ContextType>;
  Filter?: FilterResolvers<ContextType>;
  FilterValue?: FilterValueResolvers<ContextType>;
  HTML?: GraphQLScalarType;
  HasMetafields?: HasMetafieldsResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImageConnection?: ImageConnectionResolvers<ContextType>;
  ImageEdge?: ImageEdgeResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Language?: LanguageResolvers<ContextType>;
  Localization?: LocalizationResolvers<ContextType>;
  MailingAddress?: MailingAddressResolvers<ContextType>;
  Media?: MediaResolvers<ContextType>;
  MediaImage?: MediaImageResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  MenuItemResource?: MenuItemResourceResolvers<ContextType>;
  Merchandise?: MerchandiseResolvers<ContextType>;
  Metafield?: MetafieldResolvers<ContextType>;
  MetafieldDeleteUserError?: MetafieldDeleteUserErrorResolvers<ContextType>;
  MetafieldReference?: MetafieldReferenceResolvers<ContextType>;
  MetafieldReferenceConnection?: MetafieldReferenceConnectionResolvers<ContextType>;
  MetafieldReferenceEdge?: MetafieldReferenceEdgeResolvers<ContextType>;
  MetafieldsSetUserError?: MetafieldsSetUserErrorResolvers<ContextType>;
  Metaobject?: MetaobjectResolvers<ContextType>;
  MetaobjectConnection?: MetaobjectConnectionResolvers<ContextType>;
  MetaobjectEdge?: MetaobjectEdgeResolvers<ContextType>;
  MetaobjectField?: MetaobjectFieldResolvers<ContextType>;
  MoneyV2?: MoneyV2Resolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageConnection?: PageConnectionResolvers<ContextType>;
  PageEdge?: PageEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaginatedSitemapResources?: PaginatedSitemapResourcesResolvers<ContextType>;
  PredictiveSearchResult?: PredictiveSearchResultResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductOption?: ProductOptionResolvers<ContextType>;
  ProductOptionValue?: ProductOptionValueResolvers<ContextType>;
  ProductOptionValueSwatch?: ProductOptionValueSwatchResolvers<ContextType>;
  ProductPriceRange?: ProductPriceRangeResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  ProductVariantConnection?: ProductVariantConnectionResolvers<ContextType>;
  ProductVariantEdge?: ProductVariantEdgeResolvers<ContextType>;
  QueryRoot?: QueryRootResolvers<ContextType>;
  SEO?: SeoResolvers<ContextType>;
  SearchQuerySuggestion?: SearchQuerySuggestionResolvers<ContextType>;
  SearchResultItem?: SearchResultItemResolvers<ContextType>;
  SearchResultItemConnection?: SearchResultItemConnectionResolvers<ContextType>;
  SearchResultItemEdge?: SearchResultItemEdgeResolvers<ContextType>;
  SelectedOption?: SelectedOptionResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  ShopPolicy?: ShopPolicyResolvers<ContextType>;
  ShopPolicyWithDefault?: ShopPolicyWithDefaultResolvers<ContextType>;
  Sitemap?: SitemapResolvers<ContextType>;
  SitemapImage?: SitemapImageResolvers<ContextType>;
  SitemapResource?: SitemapResourceResolvers<ContextType>;
  SitemapResourceInterface?: SitemapResourceInterfaceResolvers<ContextType>;
  SitemapResourceMetaobject?: SitemapResourceMetaobjectResolvers<ContextType>;
  URL?: GraphQLScalarType;
  UnitPriceMeasurement?: UnitPriceMeasurementResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  inContext?: InContextDirectiveResolver<any, any, ContextType>;
};
