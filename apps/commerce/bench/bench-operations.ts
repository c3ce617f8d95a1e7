import { z } from 'zod';

/** The storefront's operations as the benchmark sends them (kept within the cost limit). */
export const benchOperations = {
  predictive: `query PredictiveSuggestions($query: String!, $language: LanguageCode) @inContext(language: $language) {
    predictiveSearch(query: $query, limit: 5, types: [QUERY, COLLECTION, PRODUCT]) {
      queries { text }
      collections { id handle title image { url altText } }
      products { id handle title vendor featuredImage { url altText } }
    } }`,
  predictiveWithLimit: `query PredictiveSuggestions($query: String!, $limit: Int, $language: LanguageCode) @inContext(language: $language) {
    predictiveSearch(query: $query, limit: $limit, types: [QUERY, COLLECTION, PRODUCT]) {
      queries { text }
      collections { id handle title image { url altText } }
      products { id handle title vendor featuredImage { url altText } }
    } }`,
  collection: `query Collection($handle: String!, $first: Int, $filters: [ProductFilter!], $language: LanguageCode) @inContext(language: $language) {
    collection(handle: $handle) {
      id handle title
      products(first: $first, filters: $filters) {
        pageInfo { hasNextPage endCursor }
        filters { id label type values { id label count input } }
        nodes { id handle title vendor productType }
      }
    } }`,
  cartCreate: `mutation CartCreate { cartCreate { cart { id } userErrors { message } } }`,
  cartLinesAdd: `mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $language: LanguageCode) @inContext(language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart { id totalQuantity cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
        lines(first: 50) { nodes { id quantity cost { totalAmount { amount } } merchandise { ... on ProductVariant { id sku price { amount } } } } } }
      userErrors { field message code }
      warnings { code message target }
    } }`,
  sample: `query BenchSample {
    collections(first: 40) { nodes { handle } }
    products(first: 100) { nodes { title vendor variants(first: 3) { nodes { id availableForSale } } } }
  }`,
} as const;

export type Sample = {
  handles: string[];
  terms: string[];
  /** Many different search texts, each asked once, as visitors type: no answer can be reused. */
  distinctTerms: string[];
  variantIds: string[];
};

const sampleData = z.object({
  collections: z.object({ nodes: z.array(z.object({ handle: z.string() })) }),
  products: z.object({
    nodes: z.array(
      z.object({
        title: z.string(),
        vendor: z.string(),
        variants: z.object({ nodes: z.array(z.object({ id: z.string(), availableForSale: z.boolean() })) }),
      }),
    ),
  }),
});

/** Search terms, collection handles and variants to drive the load with, read through the API. */
export function sampleFrom(answer: unknown): Sample {
  const data = sampleData.parse(answer);
  const words = data.products.nodes
    .flatMap((p) => [p.vendor, ...p.title.split(/\s+/)])
    .filter((w) => w.length >= 4);
  // Prefixes, as a customer types them.
  const terms = [
    ...new Set(words.map((w) => w.slice(0, Math.min(w.length, 3 + (w.length % 4))).toLowerCase())),
  ].slice(0, 60);
  const distinctTerms = [
    ...new Set(
      words.flatMap((w) => {
        const lower = w.toLowerCase();
        const prefixes = Array.from({ length: Math.min(lower.length, 8) - 1 }, (_, i) =>
          lower.slice(0, i + 2),
        );
        // A typo: two letters swapped.
        const typo = lower.length > 4 ? `${lower.slice(0, 2)}${lower[3]}${lower[2]}${lower.slice(4)}` : lower;
        return [...prefixes, typo];
      }),
    ),
  ];
  return {
    handles: data.collections.nodes.map((c) => c.handle),
    terms,
    distinctTerms,
    variantIds: data.products.nodes.flatMap((p) =>
      p.variants.nodes.filter((v) => v.availableForSale).map((v) => v.id),
    ),
  };
}
