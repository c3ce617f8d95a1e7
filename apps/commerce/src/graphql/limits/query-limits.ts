/** Limits every request must stay within; chosen to admit the storefront's own operations. */
export const queryLimits = {
  /** Nesting of fields; the storefront's deepest operation needs about 10, introspection 13. */
  maxDepth: 15,
  /** The platform's figure; see operation-analysis.ts for the model (decision 0008). */
  maxCost: 1000,
  maxAliases: 30,
  /** Lexical tokens of the query text; the storefront's largest operation has about 1,000. */
  maxTokens: 5000,
  maxBodyBytes: 100_000,
} as const;

export type QueryLimits = typeof queryLimits;
