/** The published Storefront API 2025-01 schema without descriptions. */
export const publishedSchemaSdl = `schema {
  query: QueryRoot
  mutation: Mutation
}

directive @accessRestricted(reason: String = null) on FIELD_DEFINITION | OBJECT

directive @defer(if: Boolean = true, label: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT

directive @inContext(buyer: BuyerInput, country: CountryCode, language: LanguageCode, preferredLocationId: ID) on MUTATION | QUERY

type ApiVersion {
  displayName: String!
  handle: String!
  supported: Boolean!
}

input ApplePayWalletContentInput {
  billingAddress: MailingAddressInput!
  data: String!
  header: ApplePayWalletHeaderInput!
  lastDigits: String
  signature: String!
  version: String!
}

input ApplePayWalletHeaderInput {
  applicationData: String
  ephemeralPublicKey: String!
  publicKeyHash: String!
  transactionId: String!
}

type AppliedGiftCard implements Node {
  amountUsed: MoneyV2!
  amountUsedV2: MoneyV2! @deprecated(reason: "Use \`amountUsed\` instead.")
  balance: MoneyV2!
  balanceV2: MoneyV2! @deprecated(reason: "Use \`balance\` instead.")
  id: ID!
  lastCharacters: String!
  presentmentAmountUsed: MoneyV2!
}

type Article implements HasMetafields & Node & OnlineStorePublishable & Trackable {
  author: ArticleAuthor! @deprecated(reason: "Use \`authorV2\` instead.")
  authorV2: ArticleAuthor
  blog: Blog!
  comments(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): CommentConnection!
  content(truncateAt: Int): String!
  contentHtml: HTML!
  excerpt(truncateAt: Int): String
  excerptHtml: HTML
  handle: String!
  id: ID!
  image: Image
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  onlineStoreUrl: URL
  publishedAt: DateTime!
  seo: SEO
  tags: [String!]!
  title: String!
  trackingParameters: String
}

type ArticleAuthor {
  bio: String
  email: String!
  firstName: String!
  lastName: String!
  name: String!
}

type ArticleConnection {
  edges: [ArticleEdge!]!
  nodes: [Article!]!
  pageInfo: PageInfo!
}

type ArticleEdge {
  cursor: String!
  node: Article!
}

enum ArticleSortKeys {
  AUTHOR
  BLOG_TITLE
  ID
  PUBLISHED_AT
  RELEVANCE
  TITLE
  UPDATED_AT
}

type Attribute {
  key: String!
  value: String
}

input AttributeInput {
  key: String!
  value: String!
}

type AutomaticDiscountApplication implements DiscountApplication {
  allocationMethod: DiscountApplicationAllocationMethod!
  targetSelection: DiscountApplicationTargetSelection!
  targetType: DiscountApplicationTargetType!
  title: String!
  value: PricingValue!
}

interface BaseCartLine implements Node {
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  cost: CartLineCost!
  discountAllocations: [CartDiscountAllocation!]!
  estimatedCost: CartLineEstimatedCost! @deprecated(reason: "Use \`cost\` instead.")
  id: ID!
  merchandise: Merchandise!
  quantity: Int!
  sellingPlanAllocation: SellingPlanAllocation
}

type BaseCartLineConnection {
  edges: [BaseCartLineEdge!]!
  nodes: [BaseCartLine!]!
  pageInfo: PageInfo!
}

type BaseCartLineEdge {
  cursor: String!
  node: BaseCartLine!
}

type Blog implements HasMetafields & Node & OnlineStorePublishable {
  articleByHandle(handle: String!): Article
  articles(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: ArticleSortKeys = ID): ArticleConnection!
  authors: [ArticleAuthor!]!
  handle: String!
  id: ID!
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  onlineStoreUrl: URL
  seo: SEO
  title: String!
}

type BlogConnection {
  edges: [BlogEdge!]!
  nodes: [Blog!]!
  pageInfo: PageInfo!
}

type BlogEdge {
  cursor: String!
  node: Blog!
}

enum BlogSortKeys {
  HANDLE
  ID
  RELEVANCE
  TITLE
}

type Brand {
  colors: BrandColors!
  coverImage: MediaImage
  logo: MediaImage
  shortDescription: String
  slogan: String
  squareLogo: MediaImage
}

type BrandColorGroup {
  background: Color
  foreground: Color
}

type BrandColors {
  primary: [BrandColorGroup!]!
  secondary: [BrandColorGroup!]!
}

input BuyerInput {
  companyLocationId: ID
  customerAccessToken: String!
}

enum CardBrand {
  AMERICAN_EXPRESS
  DINERS_CLUB
  DISCOVER
  JCB
  MASTERCARD
  VISA
}

type Cart implements HasMetafields & Node {
  appliedGiftCards: [AppliedGiftCard!]!
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  buyerIdentity: CartBuyerIdentity!
  checkoutUrl: URL!
  cost: CartCost!
  createdAt: DateTime!
  delivery: CartDelivery!
  deliveryGroups(after: String, before: String, first: Int, last: Int, reverse: Boolean = false, withCarrierRates: Boolean = false): CartDeliveryGroupConnection!
  discountAllocations: [CartDiscountAllocation!]!
  discountCodes: [CartDiscountCode!]!
  estimatedCost: CartEstimatedCost! @deprecated(reason: "Use \`cost\` instead.")
  id: ID!
  lines(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): BaseCartLineConnection!
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  note: String
  totalQuantity: Int!
  updatedAt: DateTime!
}

union CartAddress = CartDeliveryAddress

input CartAddressInput {
  copyFromCustomerAddressId: ID
  deliveryAddress: CartDeliveryAddressInput
}

type CartAttributesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartAutomaticDiscountAllocation implements CartDiscountAllocation {
  discountApplication: CartDiscountApplication!
  discountedAmount: MoneyV2!
  targetType: DiscountApplicationTargetType!
  title: String!
}

type CartBillingAddressUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartBuyerIdentity {
  countryCode: CountryCode
  customer: Customer
  deliveryAddressPreferences: [DeliveryAddress!]! @deprecated(reason: "Use \`cart.delivery\` instead.")
  email: String
  phone: String
  preferences: CartPreferences
  purchasingCompany: PurchasingCompany
}

input CartBuyerIdentityInput {
  companyLocationId: ID
  countryCode: CountryCode
  customerAccessToken: String
  email: String
  phone: String
  preferences: CartPreferencesInput
}

type CartBuyerIdentityUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

enum CartCardSource {
  SAVED_CREDIT_CARD
}

type CartCodeDiscountAllocation implements CartDiscountAllocation {
  code: String!
  discountApplication: CartDiscountApplication!
  discountedAmount: MoneyV2!
  targetType: DiscountApplicationTargetType!
}

union CartCompletionAction = CompletePaymentChallenge

type CartCompletionActionRequired {
  action: CartCompletionAction
  id: String!
}

union CartCompletionAttemptResult = CartCompletionActionRequired | CartCompletionFailed | CartCompletionProcessing | CartCompletionSuccess

type CartCompletionFailed {
  errors: [CompletionError!]!
  id: String!
}

type CartCompletionProcessing {
  id: String!
  pollDelay: Int!
}

type CartCompletionSuccess {
  completedAt: DateTime
  id: String!
  orderId: ID!
  orderUrl: URL!
}

type CartCost {
  checkoutChargeAmount: MoneyV2!
  subtotalAmount: MoneyV2!
  subtotalAmountEstimated: Boolean!
  totalAmount: MoneyV2!
  totalAmountEstimated: Boolean!
  totalDutyAmount: MoneyV2 @deprecated(reason: "Tax and duty amounts are no longer available and will be removed in a future version.\\nPlease see [the changelog](https://shopify.dev/changelog/tax-and-duties-are-deprecated-in-storefront-cart-api)\\nfor more information.\\n")
  totalDutyAmountEstimated: Boolean! @deprecated(reason: "Tax and duty amounts are no longer available and will be removed in a future version.\\nPlease see [the changelog](https://shopify.dev/changelog/tax-and-duties-are-deprecated-in-storefront-cart-api)\\nfor more information.\\n")
  totalTaxAmount: MoneyV2 @deprecated(reason: "Tax and duty amounts are no longer available and will be removed in a future version.\\nPlease see [the changelog](https://shopify.dev/changelog/tax-and-duties-are-deprecated-in-storefront-cart-api)\\nfor more information.\\n")
  totalTaxAmountEstimated: Boolean! @deprecated(reason: "Tax and duty amounts are no longer available and will be removed in a future version.\\nPlease see [the changelog](https://shopify.dev/changelog/tax-and-duties-are-deprecated-in-storefront-cart-api)\\nfor more information.\\n")
}

type CartCreatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartCustomDiscountAllocation implements CartDiscountAllocation {
  discountApplication: CartDiscountApplication!
  discountedAmount: MoneyV2!
  targetType: DiscountApplicationTargetType!
  title: String!
}

type CartDelivery {
  addresses(selected: Boolean = false): [CartSelectableAddress!]!
}

type CartDeliveryAddress {
  address1: String
  address2: String
  city: String
  company: String
  countryCode: String
  firstName: String
  formatted(withCompany: Boolean = true, withName: Boolean = false): [String!]!
  formattedArea: String
  lastName: String
  latitude: Float
  longitude: Float
  name: String
  phone: String
  provinceCode: String
  zip: String
}

input CartDeliveryAddressInput {
  address1: String
  address2: String
  city: String
  company: String
  countryCode: CountryCode
  firstName: String
  lastName: String
  phone: String
  provinceCode: String
  zip: String
}

type CartDeliveryAddressesAddPayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartDeliveryAddressesRemovePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartDeliveryAddressesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartDeliveryCoordinatesPreference {
  countryCode: CountryCode!
  latitude: Float!
  longitude: Float!
}

input CartDeliveryCoordinatesPreferenceInput {
  countryCode: CountryCode!
  latitude: Float!
  longitude: Float!
}

type CartDeliveryGroup {
  cartLines(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): BaseCartLineConnection!
  deliveryAddress: MailingAddress!
  deliveryOptions: [CartDeliveryOption!]!
  groupType: CartDeliveryGroupType!
  id: ID!
  selectedDeliveryOption: CartDeliveryOption
}

type CartDeliveryGroupConnection {
  edges: [CartDeliveryGroupEdge!]!
  nodes: [CartDeliveryGroup!]!
  pageInfo: PageInfo!
}

type CartDeliveryGroupEdge {
  cursor: String!
  node: CartDeliveryGroup!
}

enum CartDeliveryGroupType {
  ONE_TIME_PURCHASE
  SUBSCRIPTION
}

input CartDeliveryInput {
  addresses: [CartSelectableAddressInput!]
}

type CartDeliveryOption {
  code: String
  deliveryMethodType: DeliveryMethodType!
  description: String
  estimatedCost: MoneyV2!
  handle: String!
  title: String
}

type CartDeliveryPreference {
  coordinates: CartDeliveryCoordinatesPreference
  deliveryMethod: [PreferenceDeliveryMethodType!]!
  pickupHandle: [String!]!
}

input CartDeliveryPreferenceInput {
  coordinates: CartDeliveryCoordinatesPreferenceInput
  deliveryMethod: [PreferenceDeliveryMethodType!]
  pickupHandle: [String!]
}

input CartDirectPaymentMethodInput {
  acceptedSubscriptionTerms: Boolean = false
  billingAddress: MailingAddressInput!
  cardSource: CartCardSource
  sessionId: String!
}

interface CartDiscountAllocation {
  discountApplication: CartDiscountApplication!
  discountedAmount: MoneyV2!
  targetType: DiscountApplicationTargetType!
}

type CartDiscountApplication {
  allocationMethod: DiscountApplicationAllocationMethod!
  targetSelection: DiscountApplicationTargetSelection!
  targetType: DiscountApplicationTargetType!
  value: PricingValue!
}

type CartDiscountCode {
  applicable: Boolean!
  code: String!
}

type CartDiscountCodesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

enum CartErrorCode {
  ADDRESS_FIELD_CONTAINS_EMOJIS
  ADDRESS_FIELD_CONTAINS_HTML_TAGS
  ADDRESS_FIELD_CONTAINS_URL
  ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN
  ADDRESS_FIELD_IS_REQUIRED
  ADDRESS_FIELD_IS_TOO_LONG
  INVALID
  INVALID_COMPANY_LOCATION
  INVALID_DELIVERY_ADDRESS_ID
  INVALID_DELIVERY_GROUP
  INVALID_DELIVERY_OPTION
  INVALID_INCREMENT
  INVALID_MERCHANDISE_LINE
  INVALID_METAFIELDS
  INVALID_PAYMENT
  INVALID_PAYMENT_EMPTY_CART
  INVALID_ZIP_CODE_FOR_COUNTRY
  INVALID_ZIP_CODE_FOR_PROVINCE
  LESS_THAN
  MAXIMUM_EXCEEDED
  MINIMUM_NOT_MET
  MISSING_CUSTOMER_ACCESS_TOKEN
  MISSING_DISCOUNT_CODE
  MISSING_NOTE
  NOTE_TOO_LONG
  ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED
  PAYMENT_METHOD_NOT_SUPPORTED
  PROVINCE_NOT_FOUND
  TOO_MANY_DELIVERY_ADDRESSES
  UNSPECIFIED_ADDRESS_ERROR
  VALIDATION_CUSTOM
  ZIP_CODE_NOT_SUPPORTED
}

type CartEstimatedCost {
  checkoutChargeAmount: MoneyV2!
  subtotalAmount: MoneyV2!
  totalAmount: MoneyV2!
  totalDutyAmount: MoneyV2
  totalTaxAmount: MoneyV2
}

input CartFreePaymentMethodInput {
  billingAddress: MailingAddressInput!
}

type CartGiftCardCodesRemovePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartGiftCardCodesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

input CartInput {
  attributes: [AttributeInput!]
  buyerIdentity: CartBuyerIdentityInput
  delivery: CartDeliveryInput
  discountCodes: [String!]
  giftCardCodes: [String!]
  lines: [CartLineInput!]
  metafields: [CartInputMetafieldInput!]
  note: String
}

input CartInputMetafieldInput {
  key: String!
  type: String!
  value: String!
}

type CartLine implements BaseCartLine & Node {
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  cost: CartLineCost!
  discountAllocations: [CartDiscountAllocation!]!
  estimatedCost: CartLineEstimatedCost! @deprecated(reason: "Use \`cost\` instead.")
  id: ID!
  merchandise: Merchandise!
  quantity: Int!
  sellingPlanAllocation: SellingPlanAllocation
}

type CartLineCost {
  amountPerQuantity: MoneyV2!
  compareAtAmountPerQuantity: MoneyV2
  subtotalAmount: MoneyV2!
  totalAmount: MoneyV2!
}

type CartLineEstimatedCost {
  amount: MoneyV2!
  compareAtAmount: MoneyV2
  subtotalAmount: MoneyV2!
  totalAmount: MoneyV2!
}

input CartLineInput {
  attributes: [AttributeInput!]
  merchandiseId: ID!
  quantity: Int = 1
  sellingPlanId: ID
}

input CartLineUpdateInput {
  attributes: [AttributeInput!]
  id: ID!
  merchandiseId: ID
  quantity: Int
  sellingPlanId: ID
}

type CartLinesAddPayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartLinesRemovePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartLinesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

input CartMetafieldDeleteInput {
  key: String!
  ownerId: ID!
}

type CartMetafieldDeletePayload {
  deletedId: ID
  userErrors: [MetafieldDeleteUserError!]!
}

input CartMetafieldsSetInput {
  key: String!
  ownerId: ID!
  type: String!
  value: String!
}

type CartMetafieldsSetPayload {
  metafields: [Metafield!]
  userErrors: [MetafieldsSetUserError!]!
}

type CartNoteUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartOperationError {
  code: String!
  message: String
}

input CartPaymentInput {
  amount: MoneyInput!
  directPaymentMethod: CartDirectPaymentMethodInput
  freePaymentMethod: CartFreePaymentMethodInput
  sourceIdentifier: String
  walletPaymentMethod: CartWalletPaymentMethodInput
}

type CartPaymentUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartPreferences {
  delivery: CartDeliveryPreference
  wallet: [String!]
}

input CartPreferencesInput {
  delivery: CartDeliveryPreferenceInput
  wallet: [String!]
}

type CartPrepareForCompletionPayload {
  result: CartPrepareForCompletionResult
  userErrors: [CartUserError!]!
}

union CartPrepareForCompletionResult = CartStatusNotReady | CartStatusReady | CartThrottled

type CartSelectableAddress {
  address: CartAddress!
  id: ID!
  oneTimeUse: Boolean!
  selected: Boolean!
}

input CartSelectableAddressInput {
  address: CartAddressInput!
  oneTimeUse: Boolean
  selected: Boolean
  validationStrategy: DeliveryAddressValidationStrategy = COUNTRY_CODE_ONLY
}

input CartSelectableAddressUpdateInput {
  address: CartAddressInput
  id: ID!
  oneTimeUse: Boolean
  selected: Boolean
  validationStrategy: DeliveryAddressValidationStrategy = COUNTRY_CODE_ONLY
}

input CartSelectedDeliveryOptionInput {
  deliveryGroupId: ID!
  deliveryOptionHandle: String!
}

type CartSelectedDeliveryOptionsUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartStatusNotReady {
  cart: Cart
  errors: [CartOperationError!]!
}

type CartStatusReady {
  cart: Cart
}

type CartSubmitForCompletionPayload {
  result: CartSubmitForCompletionResult
  userErrors: [CartUserError!]!
}

union CartSubmitForCompletionResult = SubmitAlreadyAccepted | SubmitFailed | SubmitSuccess | SubmitThrottled

type CartThrottled {
  pollAfter: DateTime!
}

type CartUserError implements DisplayableError {
  code: CartErrorCode
  field: [String!]
  message: String!
}

input CartWalletPaymentMethodInput {
  applePayWalletContent: ApplePayWalletContentInput
  shopPayWalletContent: ShopPayWalletContentInput
}

type CartWarning {
  code: CartWarningCode!
  message: String!
  target: ID!
}

enum CartWarningCode {
  DUPLICATE_DELIVERY_ADDRESS
  MERCHANDISE_NOT_ENOUGH_STOCK
  MERCHANDISE_OUT_OF_STOCK
  PAYMENTS_GIFT_CARDS_UNAVAILABLE
}

input CategoryFilter {
  id: String!
}

type Collection implements HasMetafields & Node & OnlineStorePublishable & Trackable {
  description(truncateAt: Int): String!
  descriptionHtml: HTML!
  handle: String!
  id: ID!
  image: Image
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  onlineStoreUrl: URL
  products(after: String, before: String, filters: [ProductFilter!], first: Int, last: Int, reverse: Boolean = false, sortKey: ProductCollectionSortKeys = COLLECTION_DEFAULT): ProductConnection!
  seo: SEO!
  title: String!
  trackingParameters: String
  updatedAt: DateTime!
}

type CollectionConnection {
  edges: [CollectionEdge!]!
  nodes: [Collection!]!
  pageInfo: PageInfo!
  totalCount: UnsignedInt64!
}

type CollectionEdge {
  cursor: String!
  node: Collection!
}

enum CollectionSortKeys {
  ID
  RELEVANCE
  TITLE
  UPDATED_AT
}

scalar Color

type Comment implements Node {
  author: CommentAuthor!
  content(truncateAt: Int): String!
  contentHtml: HTML!
  id: ID!
}

type CommentAuthor {
  email: String!
  name: String!
}

type CommentConnection {
  edges: [CommentEdge!]!
  nodes: [Comment!]!
  pageInfo: PageInfo!
}

type CommentEdge {
  cursor: String!
  node: Comment!
}

type Company implements HasMetafields & Node {
  createdAt: DateTime!
  externalId: String
  id: ID!
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  name: String!
  updatedAt: DateTime!
}

type CompanyContact implements Node {
  createdAt: DateTime!
  id: ID!
  locale: String
  title: String
  updatedAt: DateTime!
}

type CompanyLocation implements HasMetafields & Node {
  createdAt: DateTime!
  externalId: String
  id: ID!
  locale: String
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  name: String!
  updatedAt: DateTime!
}

type CompletePaymentChallenge {
  redirectUrl: URL
}

type CompletionError {
  code: CompletionErrorCode!
  message: String
}

enum CompletionErrorCode {
  ERROR
  INVENTORY_RESERVATION_ERROR
  PAYMENT_AMOUNT_TOO_SMALL
  PAYMENT_CALL_ISSUER
  PAYMENT_CARD_DECLINED
  PAYMENT_ERROR
  PAYMENT_GATEWAY_NOT_ENABLED_ERROR
  PAYMENT_INSUFFICIENT_FUNDS
  PAYMENT_INVALID_BILLING_ADDRESS
  PAYMENT_INVALID_CREDIT_CARD
  PAYMENT_INVALID_CURRENCY
  PAYMENT_INVALID_PAYMENT_METHOD
  PAYMENT_TRANSIENT_ERROR
}

type ComponentizableCartLine implements BaseCartLine & Node {
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  cost: CartLineCost!
  discountAllocations: [CartDiscountAllocation!]!
  estimatedCost: CartLineEstimatedCost! @deprecated(reason: "Use \`cost\` instead.")
  id: ID!
  lineComponents: [CartLine!]!
  merchandise: Merchandise!
  quantity: Int!
  sellingPlanAllocation: SellingPlanAllocation
}

type Count {
  count: Int!
  precision: CountPrecision!
}

enum CountPrecision {
  AT_LEAST
  EXACT
}

type Country {
  availableLanguages: [Language!]!
  currency: Currency!
  isoCode: CountryCode!
  market: Market
  name: String!
  unitSystem: UnitSystem!
}

enum CountryCode {
  AC
  AD
  AE
  AF
  AG
  AI
  AL
  AM
  AN
  AO
  AR
  AT
  AU
  AW
  AX
  AZ
  BA
  BB
  BD
  BE
  BF
  BG
  BH
  BI
  BJ
  BL
  BM
  BN
  BO
  BQ
  BR
  BS
  BT
  BV
  BW
  BY
  BZ
  CA
  CC
  CD
  CF
  CG
  CH
  CI
  CK
  CL
  CM
  CN
  CO
  CR
  CU
  CV
  CW
  CX
  CY
  CZ
  DE
  DJ
  DK
  DM
  DO
  DZ
  EC
  EE
  EG
  EH
  ER
  ES
  ET
  FI
  FJ
  FK
  FO
  FR
  GA
  GB
  GD
  GE
  GF
  GG
  GH
  GI
  GL
  GM
  GN
  GP
  GQ
  GR
  GS
  GT
  GW
  GY
  HK
  HM
  HN
  HR
  HT
  HU
  ID
  IE
  IL
  IM
  IN
  IO
  IQ
  IR
  IS
  IT
  JE
  JM
  JO
  JP
  KE
  KG
  KH
  KI
  KM
  KN
  KP
  KR
  KW
  KY
  KZ
  LA
  LB
  LC
  LI
  LK
  LR
  LS
  LT
  LU
  LV
  LY
  MA
  MC
  MD
  ME
  MF
  MG
  MK
  ML
  MM
  MN
  MO
  MQ
  MR
  MS
  MT
  MU
  MV
  MW
  MX
  MY
  MZ
  NA
  NC
  NE
  NF
  NG
  NI
  NL
  NO
  NP
  NR
  NU
  NZ
  OM
  PA
  PE
  PF
  PG
  PH
  PK
  PL
  PM
  PN
  PS
  PT
  PY
  QA
  RE
  RO
  RS
  RU
  RW
  SA
  SB
  SC
  SD
  SE
  SG
  SH
  SI
  SJ
  SK
  SL
  SM
  SN
  SO
  SR
  SS
  ST
  SV
  SX
  SY
  SZ
  TA
  TC
  TD
  TF
  TG
  TH
  TJ
  TK
  TL
  TM
  TN
  TO
  TR
  TT
  TV
  TW
  TZ
  UA
  UG
  UM
  US
  UY
  UZ
  VA
  VC
  VE
  VG
  VN
  VU
  WF
  WS
  XK
  YE
  YT
  ZA
  ZM
  ZW
  ZZ
}

enum CropRegion {
  BOTTOM
  CENTER
  LEFT
  RIGHT
  TOP
}

type Currency {
  isoCode: CurrencyCode!
  name: String!
  symbol: String!
}

enum CurrencyCode {
  AED
  AFN
  ALL
  AMD
  ANG
  AOA
  ARS
  AUD
  AWG
  AZN
  BAM
  BBD
  BDT
  BGN
  BHD
  BIF
  BMD
  BND
  BOB
  BRL
  BSD
  BTN
  BWP
  BYN
  BYR @deprecated(reason: "\`BYR\` is deprecated. Use \`BYN\` available from version \`2021-01\` onwards instead.")
  BZD
  CAD
  CDF
  CHF
  CLP
  CNY
  COP
  CRC
  CVE
  CZK
  DJF
  DKK
  DOP
  DZD
  EGP
  ERN
  ETB
  EUR
  FJD
  FKP
  GBP
  GEL
  GHS
  GIP
  GMD
  GNF
  GTQ
  GYD
  HKD
  HNL
  HRK
  HTG
  HUF
  IDR
  ILS
  INR
  IQD
  IRR
  ISK
  JEP
  JMD
  JOD
  JPY
  KES
  KGS
  KHR
  KID
  KMF
  KRW
  KWD
  KYD
  KZT
  LAK
  LBP
  LKR
  LRD
  LSL
  LTL
  LVL
  LYD
  MAD
  MDL
  MGA
  MKD
  MMK
  MNT
  MOP
  MRU
  MUR
  MVR
  MWK
  MXN
  MYR
  MZN
  NAD
  NGN
  NIO
  NOK
  NPR
  NZD
  OMR
  PAB
  PEN
  PGK
  PHP
  PKR
  PLN
  PYG
  QAR
  RON
  RSD
  RUB
  RWF
  SAR
  SBD
  SCR
  SDG
  SEK
  SGD
  SHP
  SLL
  SOS
  SRD
  SSP
  STD @deprecated(reason: "\`STD\` is deprecated. Use \`STN\` available from version \`2022-07\` onwards instead.")
  STN
  SYP
  SZL
  THB
  TJS
  TMT
  TND
  TOP
  TRY
  TTD
  TWD
  TZS
  UAH
  UGX
  USD
  UYU
  UZS
  VED
  VEF @deprecated(reason: "\`VEF\` is deprecated. Use \`VES\` available from version \`2020-10\` onwards instead.")
  VES
  VND
  VUV
  WST
  XAF
  XCD
  XOF
  XPF
  XXX
  YER
  ZAR
  ZMW
}

type Customer implements HasMetafields {
  acceptsMarketing: Boolean!
  addresses(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): MailingAddressConnection!
  createdAt: DateTime!
  defaultAddress: MailingAddress
  displayName: String!
  email: String
  firstName: String
  id: ID!
  lastName: String
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  numberOfOrders: UnsignedInt64!
  orders(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: OrderSortKeys = ID): OrderConnection!
  phone: String
  tags: [String!]!
  updatedAt: DateTime!
}

type CustomerAccessToken {
  accessToken: String!
  expiresAt: DateTime!
}

input CustomerAccessTokenCreateInput {
  email: String!
  password: String!
}

type CustomerAccessTokenCreatePayload {
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerAccessTokenCreateWithMultipassPayload {
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
}

type CustomerAccessTokenDeletePayload {
  deletedAccessToken: String
  deletedCustomerAccessTokenId: String
  userErrors: [UserError!]!
}

type CustomerAccessTokenRenewPayload {
  customerAccessToken: CustomerAccessToken
  userErrors: [UserError!]!
}

type CustomerActivateByUrlPayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
}

input CustomerActivateInput {
  activationToken: String!
  password: String!
}

type CustomerActivatePayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerAddressCreatePayload {
  customerAddress: MailingAddress
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerAddressDeletePayload {
  customerUserErrors: [CustomerUserError!]!
  deletedCustomerAddressId: String
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerAddressUpdatePayload {
  customerAddress: MailingAddress
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

input CustomerCreateInput {
  acceptsMarketing: Boolean
  email: String!
  firstName: String
  lastName: String
  password: String!
  phone: String
}

type CustomerCreatePayload {
  customer: Customer
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerDefaultAddressUpdatePayload {
  customer: Customer
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

enum CustomerErrorCode {
  ALREADY_ENABLED
  BAD_DOMAIN
  BLANK
  CONTAINS_HTML_TAGS
  CONTAINS_URL
  CUSTOMER_DISABLED
  INVALID
  INVALID_MULTIPASS_REQUEST
  NOT_FOUND
  PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE
  TAKEN
  TOKEN_INVALID
  TOO_LONG
  TOO_SHORT
  UNIDENTIFIED_CUSTOMER
}

type CustomerRecoverPayload {
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerResetByUrlPayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

input CustomerResetInput {
  password: String!
  resetToken: String!
}

type CustomerResetPayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

input CustomerUpdateInput {
  acceptsMarketing: Boolean
  email: String
  firstName: String
  lastName: String
  password: String
  phone: String
}

type CustomerUpdatePayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerUserError implements DisplayableError {
  code: CustomerErrorCode
  field: [String!]
  message: String!
}

scalar DateTime

scalar Decimal

union DeliveryAddress = MailingAddress

input DeliveryAddressInput {
  customerAddressId: ID
  deliveryAddress: MailingAddressInput
  deliveryAddressValidationStrategy: DeliveryAddressValidationStrategy = COUNTRY_CODE_ONLY
  oneTimeUse: Boolean = false
}

enum DeliveryAddressValidationStrategy {
  COUNTRY_CODE_ONLY
  STRICT
}

enum DeliveryMethodType {
  LOCAL
  NONE
  PICKUP_POINT
  PICK_UP
  RETAIL
  SHIPPING
}

enum DigitalWallet {
  ANDROID_PAY
  APPLE_PAY
  GOOGLE_PAY
  SHOPIFY_PAY
}

type DiscountAllocation {
  allocatedAmount: MoneyV2!
  discountApplication: DiscountApplication!
}

interface DiscountApplication {
  allocationMethod: DiscountApplicationAllocationMethod!
  targetSelection: DiscountApplicationTargetSelection!
  targetType: DiscountApplicationTargetType!
  value: PricingValue!
}

enum DiscountApplicationAllocationMethod {
  ACROSS
  EACH
  ONE @deprecated(reason: "Use ACROSS instead.")
}

type DiscountApplicationConnection {
  edges: [DiscountApplicationEdge!]!
  nodes: [DiscountApplication!]!
  pageInfo: PageInfo!
}

type DiscountApplicationEdge {
  cursor: String!
  node: DiscountApplication!
}

enum DiscountApplicationTargetSelection {
  ALL
  ENTITLED
  EXPLICIT
}

enum DiscountApplicationTargetType {
  LINE_ITEM
  SHIPPING_LINE
}

type DiscountCodeApplication implements DiscountApplication {
  allocationMethod: DiscountApplicationAllocationMethod!
  applicable: Boolean!
  code: String!
  targetSelection: DiscountApplicationTargetSelection!
  targetType: DiscountApplicationTargetType!
  value: PricingValue!
}

interface DisplayableError {
  field: [String!]
  message: String!
}

type Domain {
  host: String!
  sslEnabled: Boolean!
  url: URL!
}

type ExternalVideo implements Media & Node {
  alt: String
  embedUrl: URL!
  embeddedUrl: URL! @deprecated(reason: "Use \`originUrl\` instead.")
  host: MediaHost!
  id: ID!
  mediaContentType: MediaContentType!
  originUrl: URL!
  presentation: MediaPresentation
  previewImage: Image
}

type Filter {
  id: String!
  label: String!
  presentation: FilterPresentation
  type: FilterType!
  values: [FilterValue!]!
}

enum FilterPresentation {
  IMAGE
  SWATCH
  TEXT
}

enum FilterType {
  BOOLEAN
  LIST
  PRICE_RANGE
}

type FilterValue {
  count: Int!
  id: String!
  image: MediaImage
  input: JSON!
  label: String!
  swatch: Swatch
}

type Fulfillment {
  fulfillmentLineItems(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): FulfillmentLineItemConnection!
  trackingCompany: String
  trackingInfo(first: Int): [FulfillmentTrackingInfo!]!
}

type FulfillmentLineItem {
  lineItem: OrderLineItem!
  quantity: Int!
}

type FulfillmentLineItemConnection {
  edges: [FulfillmentLineItemEdge!]!
  nodes: [FulfillmentLineItem!]!
  pageInfo: PageInfo!
}

type FulfillmentLineItemEdge {
  cursor: String!
  node: FulfillmentLineItem!
}

type FulfillmentTrackingInfo {
  number: String
  url: URL
}

type GenericFile implements Node {
  alt: String
  id: ID!
  mimeType: String
  originalFileSize: Int
  previewImage: Image
  url: URL
}

input GeoCoordinateInput {
  latitude: Float!
  longitude: Float!
}

scalar HTML

interface HasMetafields {
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
}

input HasMetafieldsIdentifier {
  key: String!
  namespace: String
}

scalar ISO8601DateTime

type Image {
  altText: String
  height: Int
  id: ID
  originalSrc: URL! @deprecated(reason: "Use \`url\` instead.")
  src: URL! @deprecated(reason: "Use \`url\` instead.")
  transformedSrc(crop: CropRegion, maxHeight: Int, maxWidth: Int, preferredContentType: ImageContentType, scale: Int = 1): URL! @deprecated(reason: "Use \`url(transform:)\` instead")
  url(transform: ImageTransformInput): URL!
  width: Int
}

type ImageConnection {
  edges: [ImageEdge!]!
  nodes: [Image!]!
  pageInfo: PageInfo!
}

enum ImageContentType {
  JPG
  PNG
  WEBP
}

type ImageEdge {
  cursor: String!
  node: Image!
}

input ImageTransformInput {
  crop: CropRegion
  maxHeight: Int
  maxWidth: Int
  preferredContentType: ImageContentType
  scale: Int = 1
}

type InContextAnnotation {
  description: String!
  type: InContextAnnotationType!
}

type InContextAnnotationType {
  kind: String!
  name: String!
}

scalar JSON

type Language {
  endonymName: String!
  isoCode: LanguageCode!
  name: String!
}

enum LanguageCode {
  AF
  AK
  AM
  AR
  AS
  AZ
  BE
  BG
  BM
  BN
  BO
  BR
  BS
  CA
  CE
  CKB
  CS
  CU
  CY
  DA
  DE
  DZ
  EE
  EL
  EN
  EO
  ES
  ET
  EU
  FA
  FF
  FI
  FIL
  FO
  FR
  FY
  GA
  GD
  GL
  GU
  GV
  HA
  HE
  HI
  HR
  HU
  HY
  IA
  ID
  IG
  II
  IS
  IT
  JA
  JV
  KA
  KI
  KK
  KL
  KM
  KN
  KO
  KS
  KU
  KW
  KY
  LA
  LB
  LG
  LN
  LO
  LT
  LU
  LV
  MG
  MI
  MK
  ML
  MN
  MO
  MR
  MS
  MT
  MY
  NB
  ND
  NE
  NL
  NN
  NO
  OM
  OR
  OS
  PA
  PL
  PS
  PT
  PT_BR
  PT_PT
  QU
  RM
  RN
  RO
  RU
  RW
  SA
  SC
  SD
  SE
  SG
  SH
  SI
  SK
  SL
  SN
  SO
  SQ
  SR
  SU
  SV
  SW
  TA
  TE
  TG
  TH
  TI
  TK
  TO
  TR
  TT
  UG
  UK
  UR
  UZ
  VI
  VO
  WO
  XH
  YI
  YO
  ZH
  ZH_CN
  ZH_TW
  ZU
}

type Localization {
  availableCountries: [Country!]!
  availableLanguages: [Language!]!
  country: Country!
  language: Language!
  market: Market!
}

type Location implements HasMetafields & Node {
  address: LocationAddress!
  id: ID!
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  name: String!
}

type LocationAddress {
  address1: String
  address2: String
  city: String
  country: String
  countryCode: String
  formatted: [String!]!
  latitude: Float
  longitude: Float
  phone: String
  province: String
  provinceCode: String
  zip: String
}

type LocationConnection {
  edges: [LocationEdge!]!
  nodes: [Location!]!
  pageInfo: PageInfo!
}

type LocationEdge {
  cursor: String!
  node: Location!
}

enum LocationSortKeys {
  CITY
  DISTANCE
  ID
  NAME
}

type MailingAddress implements Node {
  address1: String
  address2: String
  city: String
  company: String
  country: String
  countryCode: String @deprecated(reason: "Use \`countryCodeV2\` instead.")
  countryCodeV2: CountryCode
  firstName: String
  formatted(withCompany: Boolean = true, withName: Boolean = false): [String!]!
  formattedArea: String
  id: ID!
  lastName: String
  latitude: Float
  longitude: Float
  name: String
  phone: String
  province: String
  provinceCode: String
  zip: String
}

type MailingAddressConnection {
  edges: [MailingAddressEdge!]!
  nodes: [MailingAddress!]!
  pageInfo: PageInfo!
}

type MailingAddressEdge {
  cursor: String!
  node: MailingAddress!
}

input MailingAddressInput {
  address1: String
  address2: String
  city: String
  company: String
  country: String
  firstName: String
  lastName: String
  phone: String
  province: String
  zip: String
}

type ManualDiscountApplication implements DiscountApplication {
  allocationMethod: DiscountApplicationAllocationMethod!
  description: String
  targetSelection: DiscountApplicationTargetSelection!
  targetType: DiscountApplicationTargetType!
  title: String!
  value: PricingValue!
}

type Market implements HasMetafields & Node {
  handle: String!
  id: ID!
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
}

interface Media {
  alt: String
  id: ID!
  mediaContentType: MediaContentType!
  presentation: MediaPresentation
  previewImage: Image
}

type MediaConnection {
  edges: [MediaEdge!]!
  nodes: [Media!]!
  pageInfo: PageInfo!
}

enum MediaContentType {
  EXTERNAL_VIDEO
  IMAGE
  MODEL_3D
  VIDEO
}

type MediaEdge {
  cursor: String!
  node: Media!
}

enum MediaHost {
  VIMEO
  YOUTUBE
}

type MediaImage implements Media & Node {
  alt: String
  id: ID!
  image: Image
  mediaContentType: MediaContentType!
  presentation: MediaPresentation
  previewImage: Image
}

type MediaPresentation implements Node {
  asJson(format: MediaPresentationFormat!): JSON
  id: ID!
}

enum MediaPresentationFormat {
  IMAGE
  MODEL_VIEWER
}

type Menu implements Node {
  handle: String!
  id: ID!
  items: [MenuItem!]!
  itemsCount: Int!
  title: String!
}

type MenuItem implements Node {
  id: ID!
  items: [MenuItem!]!
  resource: MenuItemResource
  resourceId: ID
  tags: [String!]!
  title: String!
  type: MenuItemType!
  url: URL
}

union MenuItemResource = Article | Blog | Collection | Metaobject | Page | Product | ShopPolicy

enum MenuItemType {
  ARTICLE
  BLOG
  CATALOG
  COLLECTION
  COLLECTIONS
  CUSTOMER_ACCOUNT_PAGE
  FRONTPAGE
  HTTP
  METAOBJECT
  PAGE
  PRODUCT
  SEARCH
  SHOP_POLICY
}

union Merchandise = ProductVariant

type Metafield implements Node {
  createdAt: DateTime!
  description: String
  id: ID!
  key: String!
  namespace: String!
  parentResource: MetafieldParentResource!
  reference: MetafieldReference
  references(after: String, before: String, first: Int, last: Int): MetafieldReferenceConnection
  type: String!
  updatedAt: DateTime!
  value: String!
}

enum MetafieldDeleteErrorCode {
  INVALID_OWNER
  METAFIELD_DOES_NOT_EXIST
}

type MetafieldDeleteUserError implements DisplayableError {
  code: MetafieldDeleteErrorCode
  field: [String!]
  message: String!
}

input MetafieldFilter {
  key: String!
  namespace: String!
  value: String!
}

union MetafieldParentResource = Article | Blog | Cart | Collection | Company | CompanyLocation | Customer | Location | Market | Order | Page | Product | ProductVariant | SellingPlan | Shop

union MetafieldReference = Collection | GenericFile | MediaImage | Metaobject | Model3d | Page | Product | ProductVariant | Video

type MetafieldReferenceConnection {
  edges: [MetafieldReferenceEdge!]!
  nodes: [MetafieldReference!]!
  pageInfo: PageInfo!
}

type MetafieldReferenceEdge {
  cursor: String!
  node: MetafieldReference!
}

type MetafieldsSetUserError implements DisplayableError {
  code: MetafieldsSetUserErrorCode
  elementIndex: Int
  field: [String!]
  message: String!
}

enum MetafieldsSetUserErrorCode {
  BLANK
  INCLUSION
  INVALID_OWNER
  INVALID_TYPE
  INVALID_VALUE
  LESS_THAN_OR_EQUAL_TO
  PRESENT
  TOO_LONG
  TOO_SHORT
}

type Metaobject implements Node & OnlineStorePublishable {
  field(key: String!): MetaobjectField
  fields: [MetaobjectField!]!
  handle: String!
  id: ID!
  onlineStoreUrl: URL
  seo: MetaobjectSEO
  type: String!
  updatedAt: DateTime!
}

type MetaobjectConnection {
  edges: [MetaobjectEdge!]!
  nodes: [Metaobject!]!
  pageInfo: PageInfo!
}

type MetaobjectEdge {
  cursor: String!
  node: Metaobject!
}

type MetaobjectField {
  key: String!
  reference: MetafieldReference
  references(after: String, before: String, first: Int, last: Int): MetafieldReferenceConnection
  type: String!
  value: String
}

input MetaobjectHandleInput {
  handle: String!
  type: String!
}

type MetaobjectSEO {
  description: MetaobjectField
  title: MetaobjectField
}

type Model3d implements Media & Node {
  alt: String
  id: ID!
  mediaContentType: MediaContentType!
  presentation: MediaPresentation
  previewImage: Image
  sources: [Model3dSource!]!
}

type Model3dSource {
  filesize: Int!
  format: String!
  mimeType: String!
  url: String!
}

input MoneyInput {
  amount: Decimal!
  currencyCode: CurrencyCode!
}

type MoneyV2 {
  amount: Decimal!
  currencyCode: CurrencyCode!
}

type Mutation {
  cartAttributesUpdate(attributes: [AttributeInput!]!, cartId: ID!): CartAttributesUpdatePayload
  cartBillingAddressUpdate(billingAddress: MailingAddressInput, cartId: ID!): CartBillingAddressUpdatePayload
  cartBuyerIdentityUpdate(buyerIdentity: CartBuyerIdentityInput!, cartId: ID!): CartBuyerIdentityUpdatePayload
  cartCreate(input: CartInput): CartCreatePayload
  cartDeliveryAddressesAdd(addresses: [CartSelectableAddressInput!]!, cartId: ID!): CartDeliveryAddressesAddPayload
  cartDeliveryAddressesRemove(addressIds: [ID!]!, cartId: ID!): CartDeliveryAddressesRemovePayload
  cartDeliveryAddressesUpdate(addresses: [CartSelectableAddressUpdateInput!]!, cartId: ID!): CartDeliveryAddressesUpdatePayload
  cartDiscountCodesUpdate(cartId: ID!, discountCodes: [String!]): CartDiscountCodesUpdatePayload
  cartGiftCardCodesRemove(appliedGiftCardIds: [ID!]!, cartId: ID!): CartGiftCardCodesRemovePayload
  cartGiftCardCodesUpdate(cartId: ID!, giftCardCodes: [String!]!): CartGiftCardCodesUpdatePayload
  cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload
  cartLinesRemove(cartId: ID!, lineIds: [ID!]!): CartLinesRemovePayload
  cartLinesUpdate(cartId: ID!, lines: [CartLineUpdateInput!]!): CartLinesUpdatePayload
  cartMetafieldDelete(input: CartMetafieldDeleteInput!): CartMetafieldDeletePayload
  cartMetafieldsSet(metafields: [CartMetafieldsSetInput!]!): CartMetafieldsSetPayload
  cartNoteUpdate(cartId: ID!, note: String!): CartNoteUpdatePayload
  cartPaymentUpdate(cartId: ID!, payment: CartPaymentInput!): CartPaymentUpdatePayload
  cartPrepareForCompletion(cartId: ID!): CartPrepareForCompletionPayload
  cartSelectedDeliveryOptionsUpdate(cartId: ID!, selectedDeliveryOptions: [CartSelectedDeliveryOptionInput!]!): CartSelectedDeliveryOptionsUpdatePayload
  cartSubmitForCompletion(attemptToken: String!, cartId: ID!): CartSubmitForCompletionPayload
  customerAccessTokenCreate(input: CustomerAccessTokenCreateInput!): CustomerAccessTokenCreatePayload
  customerAccessTokenCreateWithMultipass(multipassToken: String!): CustomerAccessTokenCreateWithMultipassPayload
  customerAccessTokenDelete(customerAccessToken: String!): CustomerAccessTokenDeletePayload
  customerAccessTokenRenew(customerAccessToken: String!): CustomerAccessTokenRenewPayload
  customerActivate(id: ID!, input: CustomerActivateInput!): CustomerActivatePayload
  customerActivateByUrl(activationUrl: URL!, password: String!): CustomerActivateByUrlPayload
  customerAddressCreate(address: MailingAddressInput!, customerAccessToken: String!): CustomerAddressCreatePayload
  customerAddressDelete(customerAccessToken: String!, id: ID!): CustomerAddressDeletePayload
  customerAddressUpdate(address: MailingAddressInput!, customerAccessToken: String!, id: ID!): CustomerAddressUpdatePayload
  customerCreate(input: CustomerCreateInput!): CustomerCreatePayload
  customerDefaultAddressUpdate(addressId: ID!, customerAccessToken: String!): CustomerDefaultAddressUpdatePayload
  customerRecover(email: String!): CustomerRecoverPayload
  customerReset(id: ID!, input: CustomerResetInput!): CustomerResetPayload
  customerResetByUrl(password: String!, resetUrl: URL!): CustomerResetByUrlPayload
  customerUpdate(customer: CustomerUpdateInput!, customerAccessToken: String!): CustomerUpdatePayload
  shopPayPaymentRequestSessionCreate(paymentRequest: ShopPayPaymentRequestInput!, sourceIdentifier: String!): ShopPayPaymentRequestSessionCreatePayload
  shopPayPaymentRequestSessionSubmit(idempotencyKey: String!, orderName: String, paymentRequest: ShopPayPaymentRequestInput!, token: String!): ShopPayPaymentRequestSessionSubmitPayload
}

interface Node {
  id: ID!
}

interface OnlineStorePublishable {
  onlineStoreUrl: URL
}

type Order implements HasMetafields & Node {
  billingAddress: MailingAddress
  cancelReason: OrderCancelReason
  canceledAt: DateTime
  currencyCode: CurrencyCode!
  currentSubtotalPrice: MoneyV2!
  currentTotalDuties: MoneyV2
  currentTotalPrice: MoneyV2!
  currentTotalShippingPrice: MoneyV2!
  currentTotalTax: MoneyV2!
  customAttributes: [Attribute!]!
  customerLocale: String
  customerUrl: URL
  discountApplications(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): DiscountApplicationConnection!
  edited: Boolean!
  email: String
  financialStatus: OrderFinancialStatus
  fulfillmentStatus: OrderFulfillmentStatus!
  id: ID!
  lineItems(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): OrderLineItemConnection!
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  name: String!
  orderNumber: Int!
  originalTotalDuties: MoneyV2
  originalTotalPrice: MoneyV2!
  phone: String
  processedAt: DateTime!
  shippingAddress: MailingAddress
  shippingDiscountAllocations: [DiscountAllocation!]!
  statusUrl: URL!
  subtotalPrice: MoneyV2
  subtotalPriceV2: MoneyV2 @deprecated(reason: "Use \`subtotalPrice\` instead.")
  successfulFulfillments(first: Int): [Fulfillment!]
  totalPrice: MoneyV2!
  totalPriceV2: MoneyV2! @deprecated(reason: "Use \`totalPrice\` instead.")
  totalRefunded: MoneyV2!
  totalRefundedV2: MoneyV2! @deprecated(reason: "Use \`totalRefunded\` instead.")
  totalShippingPrice: MoneyV2!
  totalShippingPriceV2: MoneyV2! @deprecated(reason: "Use \`totalShippingPrice\` instead.")
  totalTax: MoneyV2
  totalTaxV2: MoneyV2 @deprecated(reason: "Use \`totalTax\` instead.")
}

enum OrderCancelReason {
  CUSTOMER
  DECLINED
  FRAUD
  INVENTORY
  OTHER
  STAFF
}

type OrderConnection {
  edges: [OrderEdge!]!
  nodes: [Order!]!
  pageInfo: PageInfo!
  totalCount: UnsignedInt64!
}

type OrderEdge {
  cursor: String!
  node: Order!
}

enum OrderFinancialStatus {
  AUTHORIZED
  PAID
  PARTIALLY_PAID
  PARTIALLY_REFUNDED
  PENDING
  REFUNDED
  VOIDED
}

enum OrderFulfillmentStatus {
  FULFILLED
  IN_PROGRESS
  ON_HOLD
  OPEN
  PARTIALLY_FULFILLED
  PENDING_FULFILLMENT
  RESTOCKED
  SCHEDULED
  UNFULFILLED
}

type OrderLineItem {
  currentQuantity: Int!
  customAttributes: [Attribute!]!
  discountAllocations: [DiscountAllocation!]!
  discountedTotalPrice: MoneyV2!
  originalTotalPrice: MoneyV2!
  quantity: Int!
  title: String!
  variant: ProductVariant
}

type OrderLineItemConnection {
  edges: [OrderLineItemEdge!]!
  nodes: [OrderLineItem!]!
  pageInfo: PageInfo!
}

type OrderLineItemEdge {
  cursor: String!
  node: OrderLineItem!
}

enum OrderSortKeys {
  ID
  PROCESSED_AT
  RELEVANCE
  TOTAL_PRICE
}

type Page implements HasMetafields & Node & OnlineStorePublishable & Trackable {
  body: HTML!
  bodySummary: String!
  createdAt: DateTime!
  handle: String!
  id: ID!
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  onlineStoreUrl: URL
  seo: SEO
  title: String!
  trackingParameters: String
  updatedAt: DateTime!
}

type PageConnection {
  edges: [PageEdge!]!
  nodes: [Page!]!
  pageInfo: PageInfo!
}

type PageEdge {
  cursor: String!
  node: Page!
}

type PageInfo {
  endCursor: String
  hasNextPage: Boolean!
  hasPreviousPage: Boolean!
  startCursor: String
}

enum PageSortKeys {
  ID
  RELEVANCE
  TITLE
  UPDATED_AT
}

type PaginatedSitemapResources {
  hasNextPage: Boolean!
  items: [SitemapResourceInterface!]!
}

type PaymentSettings {
  acceptedCardBrands: [CardBrand!]!
  cardVaultUrl: URL!
  countryCode: CountryCode!
  currencyCode: CurrencyCode!
  enabledPresentmentCurrencies: [CurrencyCode!]!
  shopifyPaymentsAccountId: String
  supportedDigitalWallets: [DigitalWallet!]!
}

enum PredictiveSearchLimitScope {
  ALL
  EACH
}

type PredictiveSearchResult {
  articles: [Article!]!
  collections: [Collection!]!
  pages: [Page!]!
  products: [Product!]!
  queries: [SearchQuerySuggestion!]!
}

enum PredictiveSearchType {
  ARTICLE
  COLLECTION
  PAGE
  PRODUCT
  QUERY
}

enum PreferenceDeliveryMethodType {
  PICKUP_POINT
  PICK_UP
  SHIPPING
}

input PriceRangeFilter {
  max: Float
  min: Float = 0
}

type PricingPercentageValue {
  percentage: Float!
}

union PricingValue = MoneyV2 | PricingPercentageValue

type Product implements HasMetafields & Node & OnlineStorePublishable & Trackable {
  adjacentVariants(caseInsensitiveMatch: Boolean = false, ignoreUnknownOptions: Boolean = true, selectedOptions: [SelectedOptionInput!]): [ProductVariant!]!
  availableForSale: Boolean!
  category: TaxonomyCategory
  collections(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): CollectionConnection!
  compareAtPriceRange: ProductPriceRange!
  createdAt: DateTime!
  description(truncateAt: Int): String!
  descriptionHtml: HTML!
  encodedVariantAvailability: String
  encodedVariantExistence: String
  featuredImage: Image
  handle: String!
  id: ID!
  images(after: String, before: String, first: Int, last: Int, reverse: Boolean = false, sortKey: ProductImageSortKeys = POSITION): ImageConnection!
  isGiftCard: Boolean!
  media(after: String, before: String, first: Int, last: Int, reverse: Boolean = false, sortKey: ProductMediaSortKeys = POSITION): MediaConnection!
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  onlineStoreUrl: URL
  options(first: Int): [ProductOption!]!
  priceRange: ProductPriceRange!
  productType: String!
  publishedAt: DateTime!
  requiresSellingPlan: Boolean!
  selectedOrFirstAvailableVariant(caseInsensitiveMatch: Boolean = false, ignoreUnknownOptions: Boolean = true, selectedOptions: [SelectedOptionInput!]): ProductVariant
  sellingPlanGroups(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): SellingPlanGroupConnection!
  seo: SEO!
  tags: [String!]!
  title: String!
  totalInventory: Int
  trackingParameters: String
  updatedAt: DateTime!
  variantBySelectedOptions(caseInsensitiveMatch: Boolean = false, ignoreUnknownOptions: Boolean = false, selectedOptions: [SelectedOptionInput!]!): ProductVariant
  variants(after: String, before: String, first: Int, last: Int, reverse: Boolean = false, sortKey: ProductVariantSortKeys = POSITION): ProductVariantConnection!
  variantsCount: Count
  vendor: String!
}

enum ProductCollectionSortKeys {
  BEST_SELLING
  COLLECTION_DEFAULT
  CREATED
  ID
  MANUAL
  PRICE
  RELEVANCE
  TITLE
}

type ProductConnection {
  edges: [ProductEdge!]!
  filters: [Filter!]!
  nodes: [Product!]!
  pageInfo: PageInfo!
}

type ProductEdge {
  cursor: String!
  node: Product!
}

input ProductFilter {
  available: Boolean
  category: CategoryFilter
  price: PriceRangeFilter
  productMetafield: MetafieldFilter
  productType: String
  productVendor: String
  tag: String
  taxonomyMetafield: TaxonomyMetafieldFilter
  variantMetafield: MetafieldFilter
  variantOption: VariantOptionFilter
}

enum ProductImageSortKeys {
  CREATED_AT
  ID
  POSITION
  RELEVANCE
}

enum ProductMediaSortKeys {
  ID
  POSITION
  RELEVANCE
}

type ProductOption implements Node {
  id: ID!
  name: String!
  optionValues: [ProductOptionValue!]!
  values: [String!]! @deprecated(reason: "Use \`optionValues\` instead.")
}

type ProductOptionValue implements Node {
  firstSelectableVariant: ProductVariant
  id: ID!
  name: String!
  swatch: ProductOptionValueSwatch
}

type ProductOptionValueSwatch {
  color: Color
  image: Media
}

type ProductPriceRange {
  maxVariantPrice: MoneyV2!
  minVariantPrice: MoneyV2!
}

enum ProductRecommendationIntent {
  COMPLEMENTARY
  RELATED
}

enum ProductSortKeys {
  BEST_SELLING
  CREATED_AT
  ID
  PRICE
  PRODUCT_TYPE
  RELEVANCE
  TITLE
  UPDATED_AT
  VENDOR
}

type ProductVariant implements HasMetafields & Node {
  availableForSale: Boolean!
  barcode: String
  compareAtPrice: MoneyV2
  compareAtPriceV2: MoneyV2 @deprecated(reason: "Use \`compareAtPrice\` instead.")
  components(after: String, before: String, first: Int, last: Int): ProductVariantComponentConnection!
  currentlyNotInStock: Boolean!
  groupedBy(after: String, before: String, first: Int, last: Int): ProductVariantConnection!
  id: ID!
  image: Image
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  price: MoneyV2!
  priceV2: MoneyV2! @deprecated(reason: "Use \`price\` instead.")
  product: Product!
  quantityAvailable: Int
  quantityPriceBreaks(after: String, before: String, first: Int, last: Int): QuantityPriceBreakConnection!
  quantityRule: QuantityRule!
  requiresComponents: Boolean!
  requiresShipping: Boolean!
  selectedOptions: [SelectedOption!]!
  sellingPlanAllocations(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): SellingPlanAllocationConnection!
  shopPayInstallmentsPricing: ShopPayInstallmentsProductVariantPricing
  sku: String
  storeAvailability(after: String, before: String, first: Int, last: Int, near: GeoCoordinateInput, reverse: Boolean = false): StoreAvailabilityConnection!
  taxable: Boolean!
  title: String!
  unitPrice: MoneyV2
  unitPriceMeasurement: UnitPriceMeasurement
  weight: Float
  weightUnit: WeightUnit!
}

type ProductVariantComponent {
  productVariant: ProductVariant!
  quantity: Int!
}

type ProductVariantComponentConnection {
  edges: [ProductVariantComponentEdge!]!
  nodes: [ProductVariantComponent!]!
  pageInfo: PageInfo!
}

type ProductVariantComponentEdge {
  cursor: String!
  node: ProductVariantComponent!
}

type ProductVariantConnection {
  edges: [ProductVariantEdge!]!
  nodes: [ProductVariant!]!
  pageInfo: PageInfo!
}

type ProductVariantEdge {
  cursor: String!
  node: ProductVariant!
}

enum ProductVariantSortKeys {
  ID
  POSITION
  RELEVANCE
  SKU
  TITLE
}

type PurchasingCompany {
  company: Company!
  contact: CompanyContact
  location: CompanyLocation!
}

type QuantityPriceBreak {
  minimumQuantity: Int!
  price: MoneyV2!
}

type QuantityPriceBreakConnection {
  edges: [QuantityPriceBreakEdge!]!
  nodes: [QuantityPriceBreak!]!
  pageInfo: PageInfo!
}

type QuantityPriceBreakEdge {
  cursor: String!
  node: QuantityPriceBreak!
}

type QuantityRule {
  increment: Int!
  maximum: Int
  minimum: Int!
}

type QueryRoot {
  article(id: ID!): Article
  articles(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: ArticleSortKeys = ID): ArticleConnection!
  blog(handle: String, id: ID): Blog
  blogByHandle(handle: String!): Blog @deprecated(reason: "Use \`blog\` instead.")
  blogs(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: BlogSortKeys = ID): BlogConnection!
  cart(id: ID!): Cart
  cartCompletionAttempt(attemptId: String!): CartCompletionAttemptResult
  collection(handle: String, id: ID): Collection
  collectionByHandle(handle: String!): Collection @deprecated(reason: "Use \`collection\` instead.")
  collections(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: CollectionSortKeys = ID): CollectionConnection!
  customer(customerAccessToken: String!): Customer
  localization: Localization!
  locations(after: String, before: String, first: Int, last: Int, near: GeoCoordinateInput, reverse: Boolean = false, sortKey: LocationSortKeys = ID): LocationConnection!
  menu(handle: String!): Menu
  metaobject(handle: MetaobjectHandleInput, id: ID): Metaobject
  metaobjects(after: String, before: String, first: Int, last: Int, reverse: Boolean = false, sortKey: String, type: String!): MetaobjectConnection!
  node(id: ID!): Node
  nodes(ids: [ID!]!): [Node]!
  page(handle: String, id: ID): Page
  pageByHandle(handle: String!): Page @deprecated(reason: "Use \`page\` instead.")
  pages(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: PageSortKeys = ID): PageConnection!
  paymentSettings: PaymentSettings!
  predictiveSearch(limit: Int, limitScope: PredictiveSearchLimitScope, query: String!, searchableFields: [SearchableField!], types: [PredictiveSearchType!], unavailableProducts: SearchUnavailableProductsType): PredictiveSearchResult
  product(handle: String, id: ID): Product
  productByHandle(handle: String!): Product @deprecated(reason: "Use \`product\` instead.")
  productRecommendations(intent: ProductRecommendationIntent = RELATED, productHandle: String, productId: ID): [Product!]
  productTags(first: Int!): StringConnection!
  productTypes(first: Int!): StringConnection!
  products(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: ProductSortKeys = ID): ProductConnection!
  publicApiVersions: [ApiVersion!]!
  search(after: String, before: String, first: Int, last: Int, prefix: SearchPrefixQueryType, productFilters: [ProductFilter!], query: String!, reverse: Boolean = false, sortKey: SearchSortKeys = RELEVANCE, types: [SearchType!], unavailableProducts: SearchUnavailableProductsType): SearchResultItemConnection!
  shop: Shop!
  sitemap(type: SitemapType!): Sitemap!
  urlRedirects(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false): UrlRedirectConnection!
}

type SEO {
  description: String
  title: String
}

type ScriptDiscountApplication implements DiscountApplication {
  allocationMethod: DiscountApplicationAllocationMethod!
  targetSelection: DiscountApplicationTargetSelection!
  targetType: DiscountApplicationTargetType!
  title: String!
  value: PricingValue!
}

enum SearchPrefixQueryType {
  LAST
  NONE
}

type SearchQuerySuggestion implements Trackable {
  styledText: String!
  text: String!
  trackingParameters: String
}

union SearchResultItem = Article | Page | Product

type SearchResultItemConnection {
  edges: [SearchResultItemEdge!]!
  nodes: [SearchResultItem!]!
  pageInfo: PageInfo!
  productFilters: [Filter!]!
  totalCount: Int!
}

type SearchResultItemEdge {
  cursor: String!
  node: SearchResultItem!
}

enum SearchSortKeys {
  PRICE
  RELEVANCE
}

enum SearchType {
  ARTICLE
  PAGE
  PRODUCT
}

enum SearchUnavailableProductsType {
  HIDE
  LAST
  SHOW
}

enum SearchableField {
  AUTHOR
  BODY
  PRODUCT_TYPE
  TAG
  TITLE
  VARIANTS_BARCODE
  VARIANTS_SKU
  VARIANTS_TITLE
  VENDOR
}

type SelectedOption {
  name: String!
  value: String!
}

input SelectedOptionInput {
  name: String!
  value: String!
}

type SellingPlan implements HasMetafields {
  billingPolicy: SellingPlanBillingPolicy
  checkoutCharge: SellingPlanCheckoutCharge!
  deliveryPolicy: SellingPlanDeliveryPolicy
  description: String
  id: ID!
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  name: String!
  options: [SellingPlanOption!]!
  priceAdjustments: [SellingPlanPriceAdjustment!]!
  recurringDeliveries: Boolean!
}

type SellingPlanAllocation {
  checkoutChargeAmount: MoneyV2!
  priceAdjustments: [SellingPlanAllocationPriceAdjustment!]!
  remainingBalanceChargeAmount: MoneyV2!
  sellingPlan: SellingPlan!
}

type SellingPlanAllocationConnection {
  edges: [SellingPlanAllocationEdge!]!
  nodes: [SellingPlanAllocation!]!
  pageInfo: PageInfo!
}

type SellingPlanAllocationEdge {
  cursor: String!
  node: SellingPlanAllocation!
}

type SellingPlanAllocationPriceAdjustment {
  compareAtPrice: MoneyV2!
  perDeliveryPrice: MoneyV2!
  price: MoneyV2!
  unitPrice: MoneyV2
}

union SellingPlanBillingPolicy = SellingPlanRecurringBillingPolicy

type SellingPlanCheckoutCharge {
  type: SellingPlanCheckoutChargeType!
  value: SellingPlanCheckoutChargeValue!
}

type SellingPlanCheckoutChargePercentageValue {
  percentage: Float!
}

enum SellingPlanCheckoutChargeType {
  PERCENTAGE
  PRICE
}

union SellingPlanCheckoutChargeValue = MoneyV2 | SellingPlanCheckoutChargePercentageValue

type SellingPlanConnection {
  edges: [SellingPlanEdge!]!
  nodes: [SellingPlan!]!
  pageInfo: PageInfo!
}

union SellingPlanDeliveryPolicy = SellingPlanRecurringDeliveryPolicy

type SellingPlanEdge {
  cursor: String!
  node: SellingPlan!
}

type SellingPlanFixedAmountPriceAdjustment {
  adjustmentAmount: MoneyV2!
}

type SellingPlanFixedPriceAdjustment {
  price: MoneyV2!
}

type SellingPlanGroup {
  appName: String
  name: String!
  options: [SellingPlanGroupOption!]!
  sellingPlans(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): SellingPlanConnection!
}

type SellingPlanGroupConnection {
  edges: [SellingPlanGroupEdge!]!
  nodes: [SellingPlanGroup!]!
  pageInfo: PageInfo!
}

type SellingPlanGroupEdge {
  cursor: String!
  node: SellingPlanGroup!
}

type SellingPlanGroupOption {
  name: String!
  values: [String!]!
}

enum SellingPlanInterval {
  DAY
  MONTH
  WEEK
  YEAR
}

type SellingPlanOption {
  name: String
  value: String
}

type SellingPlanPercentagePriceAdjustment {
  adjustmentPercentage: Float!
}

type SellingPlanPriceAdjustment {
  adjustmentValue: SellingPlanPriceAdjustmentValue!
  orderCount: Int
}

union SellingPlanPriceAdjustmentValue = SellingPlanFixedAmountPriceAdjustment | SellingPlanFixedPriceAdjustment | SellingPlanPercentagePriceAdjustment

type SellingPlanRecurringBillingPolicy {
  interval: SellingPlanInterval!
  intervalCount: Int!
}

type SellingPlanRecurringDeliveryPolicy {
  interval: SellingPlanInterval!
  intervalCount: Int!
}

type Shop implements HasMetafields & Node {
  brand: Brand
  description: String
  id: ID!
  metafield(key: String!, namespace: String): Metafield
  metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  moneyFormat: String!
  name: String!
  paymentSettings: PaymentSettings!
  primaryDomain: Domain!
  privacyPolicy: ShopPolicy
  refundPolicy: ShopPolicy
  shippingPolicy: ShopPolicy
  shipsToCountries: [CountryCode!]!
  shopPayInstallmentsPricing: ShopPayInstallmentsPricing
  subscriptionPolicy: ShopPolicyWithDefault
  termsOfService: ShopPolicy
}

type ShopPayInstallmentsFinancingPlan implements Node {
  id: ID!
  maxPrice: MoneyV2!
  minPrice: MoneyV2!
  terms: [ShopPayInstallmentsFinancingPlanTerm!]!
}

enum ShopPayInstallmentsFinancingPlanFrequency {
  MONTHLY
  WEEKLY
}

type ShopPayInstallmentsFinancingPlanTerm implements Node {
  apr: Int!
  frequency: ShopPayInstallmentsFinancingPlanFrequency!
  id: ID!
  installmentsCount: Count
  loanType: ShopPayInstallmentsLoan!
}

enum ShopPayInstallmentsLoan {
  INTEREST
  SPLIT_PAY
  ZERO_PERCENT
}

type ShopPayInstallmentsPricing {
  financingPlans: [ShopPayInstallmentsFinancingPlan!]!
  maxPrice: MoneyV2!
  minPrice: MoneyV2!
}

type ShopPayInstallmentsProductVariantPricing implements Node {
  available: Boolean!
  eligible: Boolean!
  fullPrice: MoneyV2!
  id: ID!
  installmentsCount: Count
  pricePerTerm: MoneyV2!
}

type ShopPayPaymentRequest {
  deliveryMethods: [ShopPayPaymentRequestDeliveryMethod!]!
  discountCodes: [String!]!
  discounts: [ShopPayPaymentRequestDiscount!]
  lineItems: [ShopPayPaymentRequestLineItem!]!
  locale: String!
  presentmentCurrency: CurrencyCode!
  selectedDeliveryMethodType: ShopPayPaymentRequestDeliveryMethodType!
  shippingAddress: ShopPayPaymentRequestContactField
  shippingLines: [ShopPayPaymentRequestShippingLine!]!
  subtotal: MoneyV2!
  total: MoneyV2!
  totalShippingPrice: ShopPayPaymentRequestTotalShippingPrice
  totalTax: MoneyV2
}

type ShopPayPaymentRequestContactField {
  address1: String!
  address2: String
  city: String!
  companyName: String
  countryCode: String!
  email: String
  firstName: String!
  lastName: String!
  phone: String
  postalCode: String
  provinceCode: String
}

type ShopPayPaymentRequestDeliveryMethod {
  amount: MoneyV2!
  code: String!
  deliveryExpectationLabel: String
  detail: String
  label: String!
  maxDeliveryDate: ISO8601DateTime
  minDeliveryDate: ISO8601DateTime
}

input ShopPayPaymentRequestDeliveryMethodInput {
  amount: MoneyInput
  code: String
  deliveryExpectationLabel: String
  detail: String
  label: String
  maxDeliveryDate: ISO8601DateTime
  minDeliveryDate: ISO8601DateTime
}

enum ShopPayPaymentRequestDeliveryMethodType {
  PICKUP
  SHIPPING
}

type ShopPayPaymentRequestDiscount {
  amount: MoneyV2!
  label: String!
}

input ShopPayPaymentRequestDiscountInput {
  amount: MoneyInput
  label: String
}

type ShopPayPaymentRequestImage {
  alt: String
  url: String!
}

input ShopPayPaymentRequestImageInput {
  alt: String
  url: String!
}

input ShopPayPaymentRequestInput {
  deliveryMethods: [ShopPayPaymentRequestDeliveryMethodInput!]
  discountCodes: [String!]
  discounts: [ShopPayPaymentRequestDiscountInput!]
  lineItems: [ShopPayPaymentRequestLineItemInput!]
  locale: String!
  paymentMethod: String
  presentmentCurrency: CurrencyCode!
  selectedDeliveryMethodType: ShopPayPaymentRequestDeliveryMethodType
  shippingLines: [ShopPayPaymentRequestShippingLineInput!]
  subtotal: MoneyInput!
  total: MoneyInput!
  totalShippingPrice: ShopPayPaymentRequestTotalShippingPriceInput
  totalTax: MoneyInput
}

type ShopPayPaymentRequestLineItem {
  finalItemPrice: MoneyV2!
  finalLinePrice: MoneyV2!
  image: ShopPayPaymentRequestImage
  itemDiscounts: [ShopPayPaymentRequestDiscount!]
  label: String!
  lineDiscounts: [ShopPayPaymentRequestDiscount!]
  originalItemPrice: MoneyV2
  originalLinePrice: MoneyV2
  quantity: Int!
  requiresShipping: Boolean
  sku: String
}

input ShopPayPaymentRequestLineItemInput {
  finalItemPrice: MoneyInput
  finalLinePrice: MoneyInput
  image: ShopPayPaymentRequestImageInput
  itemDiscounts: [ShopPayPaymentRequestDiscountInput!]
  label: String
  lineDiscounts: [ShopPayPaymentRequestDiscountInput!]
  originalItemPrice: MoneyInput
  originalLinePrice: MoneyInput
  quantity: Int!
  requiresShipping: Boolean
  sku: String
}

type ShopPayPaymentRequestReceipt {
  paymentRequest: ShopPayPaymentRequest!
  processingStatusType: String!
  token: String!
}

type ShopPayPaymentRequestSession {
  checkoutUrl: URL!
  paymentRequest: ShopPayPaymentRequest!
  sourceIdentifier: String!
  token: String!
}

type ShopPayPaymentRequestSessionCreatePayload {
  shopPayPaymentRequestSession: ShopPayPaymentRequestSession
  userErrors: [UserErrorsShopPayPaymentRequestSessionUserErrors!]!
}

type ShopPayPaymentRequestSessionSubmitPayload {
  paymentRequestReceipt: ShopPayPaymentRequestReceipt
  userErrors: [UserErrorsShopPayPaymentRequestSessionUserErrors!]!
}

type ShopPayPaymentRequestShippingLine {
  amount: MoneyV2!
  code: String!
  label: String!
}

input ShopPayPaymentRequestShippingLineInput {
  amount: MoneyInput
  code: String
  label: String
}

type ShopPayPaymentRequestTotalShippingPrice {
  discounts: [ShopPayPaymentRequestDiscount!]!
  finalTotal: MoneyV2!
  originalTotal: MoneyV2
}

input ShopPayPaymentRequestTotalShippingPriceInput {
  discounts: [ShopPayPaymentRequestDiscountInput!]
  finalTotal: MoneyInput
  originalTotal: MoneyInput
}

input ShopPayWalletContentInput {
  billingAddress: MailingAddressInput!
  sessionToken: String!
}

type ShopPolicy implements Node {
  body: String!
  handle: String!
  id: ID!
  title: String!
  url: URL!
}

type ShopPolicyWithDefault {
  body: String!
  handle: String!
  id: ID
  title: String!
  url: URL!
}

type Sitemap {
  pagesCount: Count
  resources(page: Int!): PaginatedSitemapResources
}

type SitemapImage {
  alt: String
  filepath: String
  updatedAt: DateTime!
}

type SitemapResource implements SitemapResourceInterface {
  handle: String!
  image: SitemapImage
  title: String
  updatedAt: DateTime!
}

interface SitemapResourceInterface {
  handle: String!
  updatedAt: DateTime!
}

type SitemapResourceMetaobject implements SitemapResourceInterface {
  handle: String!
  onlineStoreUrlHandle: String
  type: String!
  updatedAt: DateTime!
}

enum SitemapType {
  ARTICLE
  BLOG
  COLLECTION
  METAOBJECT
  PAGE
  PRODUCT
}

type StoreAvailability {
  available: Boolean!
  location: Location!
  pickUpTime: String!
  quantityAvailable: Int!
}

type StoreAvailabilityConnection {
  edges: [StoreAvailabilityEdge!]!
  nodes: [StoreAvailability!]!
  pageInfo: PageInfo!
}

type StoreAvailabilityEdge {
  cursor: String!
  node: StoreAvailability!
}

type StringConnection {
  edges: [StringEdge!]!
  nodes: [String!]!
  pageInfo: PageInfo!
}

type StringEdge {
  cursor: String!
  node: String!
}

type SubmissionError {
  code: SubmissionErrorCode!
  message: String
}

enum SubmissionErrorCode {
  BUYER_IDENTITY_EMAIL_IS_INVALID
  BUYER_IDENTITY_EMAIL_REQUIRED
  BUYER_IDENTITY_PHONE_IS_INVALID
  DELIVERY_ADDRESS1_INVALID
  DELIVERY_ADDRESS1_REQUIRED
  DELIVERY_ADDRESS1_TOO_LONG
  DELIVERY_ADDRESS2_INVALID
  DELIVERY_ADDRESS2_REQUIRED
  DELIVERY_ADDRESS2_TOO_LONG
  DELIVERY_ADDRESS_REQUIRED
  DELIVERY_CITY_INVALID
  DELIVERY_CITY_REQUIRED
  DELIVERY_CITY_TOO_LONG
  DELIVERY_COMPANY_INVALID
  DELIVERY_COMPANY_REQUIRED
  DELIVERY_COMPANY_TOO_LONG
  DELIVERY_COUNTRY_REQUIRED
  DELIVERY_FIRST_NAME_INVALID
  DELIVERY_FIRST_NAME_REQUIRED
  DELIVERY_FIRST_NAME_TOO_LONG
  DELIVERY_INVALID_POSTAL_CODE_FOR_COUNTRY
  DELIVERY_INVALID_POSTAL_CODE_FOR_ZONE
  DELIVERY_LAST_NAME_INVALID
  DELIVERY_LAST_NAME_REQUIRED
  DELIVERY_LAST_NAME_TOO_LONG
  DELIVERY_NO_DELIVERY_AVAILABLE
  DELIVERY_NO_DELIVERY_AVAILABLE_FOR_MERCHANDISE_LINE
  DELIVERY_OPTIONS_PHONE_NUMBER_INVALID
  DELIVERY_OPTIONS_PHONE_NUMBER_REQUIRED
  DELIVERY_PHONE_NUMBER_INVALID
  DELIVERY_PHONE_NUMBER_REQUIRED
  DELIVERY_POSTAL_CODE_INVALID
  DELIVERY_POSTAL_CODE_REQUIRED
  DELIVERY_ZONE_NOT_FOUND
  DELIVERY_ZONE_REQUIRED_FOR_COUNTRY
  ERROR
  MERCHANDISE_LINE_LIMIT_REACHED
  MERCHANDISE_NOT_APPLICABLE
  MERCHANDISE_NOT_ENOUGH_STOCK_AVAILABLE
  MERCHANDISE_OUT_OF_STOCK
  MERCHANDISE_PRODUCT_NOT_PUBLISHED
  NO_DELIVERY_GROUP_SELECTED
  PAYMENTS_ADDRESS1_INVALID
  PAYMENTS_ADDRESS1_REQUIRED
  PAYMENTS_ADDRESS1_TOO_LONG
  PAYMENTS_ADDRESS2_INVALID
  PAYMENTS_ADDRESS2_REQUIRED
  PAYMENTS_ADDRESS2_TOO_LONG
  PAYMENTS_BILLING_ADDRESS_ZONE_NOT_FOUND
  PAYMENTS_BILLING_ADDRESS_ZONE_REQUIRED_FOR_COUNTRY
  PAYMENTS_CITY_INVALID
  PAYMENTS_CITY_REQUIRED
  PAYMENTS_CITY_TOO_LONG
  PAYMENTS_COMPANY_INVALID
  PAYMENTS_COMPANY_REQUIRED
  PAYMENTS_COMPANY_TOO_LONG
  PAYMENTS_COUNTRY_REQUIRED
  PAYMENTS_CREDIT_CARD_BASE_EXPIRED
  PAYMENTS_CREDIT_CARD_BASE_GATEWAY_NOT_SUPPORTED
  PAYMENTS_CREDIT_CARD_BASE_INVALID_START_DATE_OR_ISSUE_NUMBER_FOR_DEBIT
  PAYMENTS_CREDIT_CARD_BRAND_NOT_SUPPORTED
  PAYMENTS_CREDIT_CARD_FIRST_NAME_BLANK
  PAYMENTS_CREDIT_CARD_GENERIC
  PAYMENTS_CREDIT_CARD_LAST_NAME_BLANK
  PAYMENTS_CREDIT_CARD_MONTH_INCLUSION
  PAYMENTS_CREDIT_CARD_NAME_INVALID
  PAYMENTS_CREDIT_CARD_NUMBER_INVALID
  PAYMENTS_CREDIT_CARD_NUMBER_INVALID_FORMAT
  PAYMENTS_CREDIT_CARD_SESSION_ID
  PAYMENTS_CREDIT_CARD_VERIFICATION_VALUE_BLANK
  PAYMENTS_CREDIT_CARD_VERIFICATION_VALUE_INVALID_FOR_CARD_TYPE
  PAYMENTS_CREDIT_CARD_YEAR_EXPIRED
  PAYMENTS_CREDIT_CARD_YEAR_INVALID_EXPIRY_YEAR
  PAYMENTS_FIRST_NAME_INVALID
  PAYMENTS_FIRST_NAME_REQUIRED
  PAYMENTS_FIRST_NAME_TOO_LONG
  PAYMENTS_INVALID_POSTAL_CODE_FOR_COUNTRY
  PAYMENTS_INVALID_POSTAL_CODE_FOR_ZONE
  PAYMENTS_LAST_NAME_INVALID
  PAYMENTS_LAST_NAME_REQUIRED
  PAYMENTS_LAST_NAME_TOO_LONG
  PAYMENTS_METHOD_REQUIRED
  PAYMENTS_METHOD_UNAVAILABLE
  PAYMENTS_PHONE_NUMBER_INVALID
  PAYMENTS_PHONE_NUMBER_REQUIRED
  PAYMENTS_POSTAL_CODE_INVALID
  PAYMENTS_POSTAL_CODE_REQUIRED
  PAYMENTS_SHOPIFY_PAYMENTS_REQUIRED
  PAYMENTS_UNACCEPTABLE_PAYMENT_AMOUNT
  PAYMENTS_WALLET_CONTENT_MISSING
  TAXES_DELIVERY_GROUP_ID_NOT_FOUND
  TAXES_LINE_ID_NOT_FOUND
  TAXES_MUST_BE_DEFINED
}

type SubmitAlreadyAccepted {
  attemptId: String!
}

type SubmitFailed {
  checkoutUrl: URL
  errors: [SubmissionError!]!
}

type SubmitSuccess {
  attemptId: String!
  redirectUrl: URL!
}

type SubmitThrottled {
  pollAfter: DateTime!
}

type Swatch {
  color: Color
  image: MediaImage
}

type TaxonomyCategory implements Node {
  ancestors: [TaxonomyCategory!]!
  id: ID!
  name: String!
}

input TaxonomyMetafieldFilter {
  key: String!
  namespace: String!
  value: String!
}

interface Trackable {
  trackingParameters: String
}

scalar URL

type UnitPriceMeasurement {
  measuredType: UnitPriceMeasurementMeasuredType
  quantityUnit: UnitPriceMeasurementMeasuredUnit
  quantityValue: Float!
  referenceUnit: UnitPriceMeasurementMeasuredUnit
  referenceValue: Int!
}

enum UnitPriceMeasurementMeasuredType {
  AREA
  LENGTH
  VOLUME
  WEIGHT
}

enum UnitPriceMeasurementMeasuredUnit {
  CL
  CM
  G
  KG
  L
  M
  M2
  M3
  MG
  ML
  MM
}

enum UnitSystem {
  IMPERIAL_SYSTEM
  METRIC_SYSTEM
}

scalar UnsignedInt64

type UrlRedirect implements Node {
  id: ID!
  path: String!
  target: String!
}

type UrlRedirectConnection {
  edges: [UrlRedirectEdge!]!
  nodes: [UrlRedirect!]!
  pageInfo: PageInfo!
}

type UrlRedirectEdge {
  cursor: String!
  node: UrlRedirect!
}

type UserError implements DisplayableError {
  field: [String!]
  message: String!
}

type UserErrorsShopPayPaymentRequestSessionUserErrors implements DisplayableError {
  code: UserErrorsShopPayPaymentRequestSessionUserErrorsCode
  field: [String!]
  message: String!
}

enum UserErrorsShopPayPaymentRequestSessionUserErrorsCode {
  IDEMPOTENCY_KEY_ALREADY_USED
  PAYMENT_REQUEST_INVALID_INPUT
  PAYMENT_REQUEST_NOT_FOUND
}

input VariantOptionFilter {
  name: String!
  value: String!
}

type Video implements Media & Node {
  alt: String
  id: ID!
  mediaContentType: MediaContentType!
  presentation: MediaPresentation
  previewImage: Image
  sources: [VideoSource!]!
}

type VideoSource {
  format: String!
  height: Int!
  mimeType: String!
  url: String!
  width: Int!
}

enum WeightUnit {
  GRAMS
  KILOGRAMS
  OUNCES
  POUNDS
}`;
