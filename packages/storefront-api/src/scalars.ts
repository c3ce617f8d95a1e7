/**
 * The published schema's custom scalars that arrive as strings (Decimal amounts, URLs, dates…).
 * Codegen types them as `string` and the answer check refuses anything else, from this one list.
 */
export const stringScalars = [
  'Color',
  'DateTime',
  'Decimal',
  'HTML',
  'ISO8601DateTime',
  'URL',
  'UnsignedInt64',
] as const;
