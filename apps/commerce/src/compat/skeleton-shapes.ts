/*
 * Documents of the shape the Hydrogen skeleton template (2025.1) sends: the same root fields,
 * arguments, directives, fragments on the same types and the same fields beneath, written here
 * (the template's sources are read, not copied). Each names the template module it stands for.
 */

/** The cart fragment the skeleton hands to the cart handler (`app/lib/fragments.ts`). */
export const skeletonCartFragment = `#graphql
  fragment SkMoney on MoneyV2 { currencyCode amount }
  fragment SkLineFields on CartLine {
    id quantity attributes { key value }
    cost { totalAmount { ...SkMoney } amountPerQuantity { ...SkMoney } compareAtAmountPerQuantity { ...SkMoney } }
    merchandise { ... on ProductVariant {
      id availableForSale compareAtPrice { ...SkMoney } price { ...SkMoney } requiresShipping title
      image { id url altText width height }
      product { handle title id vendor }
      selectedOptions { name value }
    } }
  }
  fragment SkBundleFields on ComponentizableCartLine {
    id quantity attributes { key value }
    cost { totalAmount { ...SkMoney } amountPerQuantity { ...SkMoney } compareAtAmountPerQuantity { ...SkMoney } }
    merchandise { ... on ProductVariant { id title product { handle title id vendor } } }
  }
  fragment CartApiQuery on Cart {
    updatedAt id checkoutUrl totalQuantity note
    appliedGiftCards { lastCharacters amountUsed { ...SkMoney } }
    buyerIdentity { countryCode email phone customer { id email firstName lastName displayName } }
    lines(first: $numCartLines) { nodes { ...SkLineFields } nodes { ...SkBundleFields } }
    cost { subtotalAmount { ...SkMoney } totalAmount { ...SkMoney } totalDutyAmount { ...SkMoney } totalTaxAmount { ...SkMoney } }
    attributes { key value }
    discountCodes { code applicable }
  }
`;

const menuFragments = `
  fragment SkMenuItem on MenuItem { id resourceId tags title type url }
  fragment SkParentItem on MenuItem { ...SkMenuItem items { ...SkMenuItem } }
  fragment SkMenu on Menu { id items { ...SkParentItem } }`;
const image = 'id url altText width height';
const money = 'amount currencyCode';
const variantFields = `availableForSale compareAtPrice { ${money} } id image { __typename ${image} }
  price { ${money} } product { title handle } selectedOptions { name value } sku title unitPrice { ${money} }`;
const policyFields = 'body handle id title url';

/** The skeleton's storefront queries by the module that sends them, each with `@inContext(country, language)`. */
export const skeletonQueries = {
  /** app/lib/fragments.ts HEADER_QUERY (root loader). */
  Header: `query Header($country: CountryCode, $headerMenuHandle: String!, $language: LanguageCode)
    @inContext(language: $language, country: $country) {
    shop { id name description primaryDomain { url } brand { logo { image { url } } } }
    menu(handle: $headerMenuHandle) { ...SkMenu }
  } ${menuFragments}`,
  /** app/lib/fragments.ts FOOTER_QUERY. */
  Footer: `query Footer($country: CountryCode, $footerMenuHandle: String!, $language: LanguageCode)
    @inContext(language: $language, country: $country) { menu(handle: $footerMenuHandle) { ...SkMenu } } ${menuFragments}`,
  /** app/routes/[robots.txt].tsx. */
  StoreRobots: `query StoreRobots($country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) { shop { id } }`,
  /** app/routes/_index.tsx. */
  FeaturedCollection: `query FeaturedCollection($country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
    collections(first: 1, sortKey: UPDATED_AT, reverse: true) { nodes { id title image { ${image} } handle } }
  }`,
  RecommendedProducts: `query RecommendedProducts($country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
    products(first: 4, sortKey: UPDATED_AT, reverse: true) {
      nodes { id title handle priceRange { minVariantPrice { ${money} } } featuredImage { ${image} } }
    }
  }`,
  /** app/routes/blogs.$blogHandle.$articleHandle.tsx. */
  Article: `query Article($articleHandle: String!, $blogHandle: String!, $country: CountryCode, $language: LanguageCode)
    @inContext(language: $language, country: $country) {
    blog(handle: $blogHandle) {
      handle
      articleByHandle(handle: $articleHandle) {
        handle title contentHtml publishedAt author: authorV2 { name } image { ${image} } seo { description title }
      }
    }
  }`,
  /** app/routes/blogs.$blogHandle._index.tsx. */
  Blog: `query Blog($language: LanguageCode, $blogHandle: String!, $first: Int, $last: Int, $startCursor: String, $endCursor: String)
    @inContext(language: $language) {
    blog(handle: $blogHandle) {
      title handle seo { title description }
      articles(first: $first, last: $last, before: $startCursor, after: $endCursor) {
        nodes { author: authorV2 { name } contentHtml handle id image { ${image} } publishedAt title blog { handle } }
        pageInfo { hasPreviousPage hasNextPage endCursor startCursor }
      }
    }
  }`,
  /** app/routes/blogs._index.tsx. */
  Blogs: `query Blogs($country: CountryCode, $endCursor: String, $first: Int, $language: LanguageCode, $last: Int, $startCursor: String)
    @inContext(country: $country, language: $language) {
    blogs(first: $first, last: $last, before: $startCursor, after: $endCursor) {
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      nodes { title handle seo { title description } }
    }
  }`,
  /** app/routes/collections.$handle.tsx. */
  Collection: `query Collection($handle: String!, $country: CountryCode, $language: LanguageCode, $first: Int, $last: Int, $startCursor: String, $endCursor: String)
    @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id handle title description
      products(first: $first, last: $last, before: $startCursor, after: $endCursor) {
        nodes { id handle title featuredImage { ${image} } priceRange { minVariantPrice { ${money} } maxVariantPrice { ${money} } } }
        pageInfo { hasPreviousPage hasNextPage endCursor startCursor }
      }
    }
  }`,
  /** app/routes/collections._index.tsx. */
  StoreCollections: `query StoreCollections($country: CountryCode, $endCursor: String, $first: Int, $language: LanguageCode, $last: Int, $startCursor: String)
    @inContext(country: $country, language: $language) {
    collections(first: $first, last: $last, before: $startCursor, after: $endCursor) {
      nodes { id title handle image { ${image} } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }`,
  /** app/routes/collections.all.tsx. */
  Catalog: `query Catalog($country: CountryCode, $language: LanguageCode, $first: Int, $last: Int, $startCursor: String, $endCursor: String)
    @inContext(country: $country, language: $language) {
    products(first: $first, last: $last, before: $startCursor, after: $endCursor) {
      nodes { id handle title featuredImage { ${image} } priceRange { minVariantPrice { ${money} } maxVariantPrice { ${money} } } }
      pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
    }
  }`,
  /** app/routes/pages.$handle.tsx. */
  Page: `query Page($language: LanguageCode, $country: CountryCode, $handle: String!)
    @inContext(language: $language, country: $country) { page(handle: $handle) { handle id title body seo { description title } } }`,
  /** app/routes/policies.$handle.tsx. */
  Policy: `query Policy($country: CountryCode, $language: LanguageCode, $privacyPolicy: Boolean!, $refundPolicy: Boolean!, $shippingPolicy: Boolean!, $termsOfService: Boolean!)
    @inContext(language: $language, country: $country) {
    shop {
      privacyPolicy @include(if: $privacyPolicy) { ${policyFields} }
      shippingPolicy @include(if: $shippingPolicy) { ${policyFields} }
      termsOfService @include(if: $termsOfService) { ${policyFields} }
      refundPolicy @include(if: $refundPolicy) { ${policyFields} }
    }
  }`,
  /** app/routes/policies._index.tsx. */
  Policies: `query Policies($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop {
      privacyPolicy { id title handle } shippingPolicy { id title handle } termsOfService { id title handle }
      refundPolicy { id title handle } subscriptionPolicy { id title handle }
    }
  }`,
  /** app/routes/products.$handle.tsx. */
  Product: `query Product($country: CountryCode, $handle: String!, $language: LanguageCode, $selectedOptions: [SelectedOptionInput!]!)
    @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id title vendor handle descriptionHtml description encodedVariantExistence encodedVariantAvailability
      options { name optionValues { name firstSelectableVariant { ${variantFields} } swatch { color image { previewImage { url } } } } }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { ${variantFields} }
      adjacentVariants(selectedOptions: $selectedOptions) { ${variantFields} }
      seo { description title }
    }
  }`,
  /** app/routes/search.tsx, the results page. */
  RegularSearch: `query RegularSearch($country: CountryCode, $endCursor: String, $first: Int, $language: LanguageCode, $last: Int, $term: String!, $startCursor: String)
    @inContext(country: $country, language: $language) {
    articles: search(query: $term, types: [ARTICLE], first: $first) { nodes { ... on Article { __typename handle id title trackingParameters } } }
    pages: search(query: $term, types: [PAGE], first: $first) { nodes { ... on Page { __typename handle id title trackingParameters } } }
    products: search(after: $endCursor, before: $startCursor, first: $first, last: $last, query: $term, sortKey: RELEVANCE, types: [PRODUCT], unavailableProducts: HIDE) {
      nodes { ... on Product {
        __typename handle id publishedAt title trackingParameters vendor
        selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
          id image { url altText width height } price { ${money} } compareAtPrice { ${money} } selectedOptions { name value } product { handle title }
        }
      } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }`,
  /** app/routes/search.tsx, the predictive search. */
  PredictiveSearch: `query PredictiveSearch($country: CountryCode, $language: LanguageCode, $limit: Int!, $limitScope: PredictiveSearchLimitScope!, $term: String!, $types: [PredictiveSearchType!])
    @inContext(country: $country, language: $language) {
    predictiveSearch(limit: $limit, limitScope: $limitScope, query: $term, types: $types) {
      articles { __typename id title handle blog { handle } image { url altText width height } trackingParameters }
      collections { __typename id title handle image { url altText width height } trackingParameters }
      pages { __typename id title handle trackingParameters }
      products { __typename id title handle trackingParameters
        selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
          id image { url altText width height } price { ${money} }
        }
      }
      queries { __typename text styledText trackingParameters }
    }
  }`,
} as const;
