/*
 * Documents of the shape Next.js Commerce (vercel/commerce, `lib/shopify`) sends: the same root
 * fields, arguments and fields beneath, without `@inContext` (it sends none), written here.
 */

const image = 'url altText width height';
const seo = 'seo { description title }';
const money = 'amount currencyCode';

/** `fragments/product.ts`: every product with up to 250 variants and 20 images. */
const product = `
  id handle availableForSale title description descriptionHtml
  options { id name values }
  priceRange { maxVariantPrice { ${money} } minVariantPrice { ${money} } }
  variants(first: 250) { edges { node { id title availableForSale selectedOptions { name value } price { ${money} } } } }
  featuredImage { ${image} }
  images(first: 20) { edges { node { ${image} } } }
  ${seo} tags updatedAt`;

/** `fragments/cart.ts`: the cart with up to 100 lines, each with its whole product. */
const cart = `
  id checkoutUrl
  cost { subtotalAmount { ${money} } totalAmount { ${money} } totalTaxAmount { ${money} } }
  lines(first: 100) { edges { node {
    id quantity cost { totalAmount { ${money} } }
    merchandise { ... on ProductVariant { id title selectedOptions { name value } product { ${product} } } }
  } } }
  totalQuantity`;

const collection = `handle title description ${seo} updatedAt`;
const page = `... on Page { id title handle body bodySummary ${seo} createdAt updatedAt }`;

export const nextCommerceOperations = {
  /** mutations/cart.ts */
  addToCart: `mutation addToCart($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${cart} } } }`,
  createCart: `mutation createCart($lineItems: [CartLineInput!]) { cartCreate(input: { lines: $lineItems }) { cart { ${cart} } } }`,
  editCartItems: `mutation editCartItems($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { ${cart} } } }`,
  removeFromCart: `mutation removeFromCart($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ${cart} } } }`,
  /** queries/cart.ts */
  getCart: `query getCart($cartId: ID!) { cart(id: $cartId) { ${cart} } }`,
  /** queries/collection.ts */
  getCollection: `query getCollection($handle: String!) { collection(handle: $handle) { ${collection} } }`,
  getCollections: `query getCollections { collections(first: 100, sortKey: TITLE) { edges { node { ${collection} } } } }`,
  getCollectionProducts: `query getCollectionProducts($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
    collection(handle: $handle) { products(sortKey: $sortKey, reverse: $reverse, first: 100) { edges { node { ${product} } } } }
  }`,
  /** queries/menu.ts */
  getMenu: `query getMenu($handle: String!) { menu(handle: $handle) { items { title url } } }`,
  /** queries/page.ts */
  getPage: `query getPage($handle: String!) { pageByHandle(handle: $handle) { ${page} } }`,
  getPages: `query getPages { pages(first: 100) { edges { node { ${page} } } } }`,
  /** queries/product.ts */
  getProduct: `query getProduct($handle: String!) { product(handle: $handle) { ${product} } }`,
  getProducts: `query getProducts($sortKey: ProductSortKeys, $reverse: Boolean, $query: String) {
    products(sortKey: $sortKey, reverse: $reverse, query: $query, first: 100) { edges { node { ${product} } } }
  }`,
  getProductRecommendations: `query getProductRecommendations($productId: ID!) { productRecommendations(productId: $productId) { ${product} } }`,
} as const;
