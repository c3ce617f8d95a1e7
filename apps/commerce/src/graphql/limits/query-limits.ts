/**
 * Limits every request must stay within (decision 0025). Depth, aliases and directives are
 * checked by GraphQL Armor, tokens by graphql-js, nesting and cost by our own code.
 */
export const queryLimits = {
  /** Nesting of fields; the storefront's deepest operation needs about 10, introspection 13. */
  maxDepth: 15,
  /**
   * Records an operation may load at most (operation-cost.ts). Next.js Commerce's product list
   * (100 products × 250 variants and 20 images) costs 27,100; nested pages that explode to
   * millions of records are refused.
   */
  maxCost: 50_000,
  /** The platform's input array limit, for every list argument. */
  maxInputItems: 250,
  maxAliases: 30,
  /**
   * Field selections of an operation with its fragments spread out (fragment fan-out). Without
   * fragments the token limit allows about 2,500; only a fragment spread over and over exceeds
   * this, as 16 levels of fragments that each spread the next twice (131,072) do.
   */
  maxExpandedSelections: 5000,
  maxDirectives: 50,
  /** Lexical tokens of the query text; the storefront's largest operation has about 1,000. */
  maxTokens: 5000,
  /**
   * Brackets, braces and parentheses open at once in the query text. graphql-js parses by
   * recursion, and about 2,400 nested list literals overflow its stack; a document within the
   * depth limit needs fewer than 30.
   */
  maxNesting: 64,
  maxBodyBytes: 100_000,
} as const;

export type QueryLimits = typeof queryLimits;
