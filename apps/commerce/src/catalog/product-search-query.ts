import { type SQL, sql } from 'drizzle-orm';
import { products } from '../db/schema.ts';
import type { ContentLanguage } from '../i18n/language.ts';

export type ParsedProductQuery = { conditions: SQL[]; text: string };

const term = /(\w+):("[^"]*"|\S+)|("[^"]*"|\S+)/g;
const unquote = (value: string) => value.replace(/^"|"$/g, '');

/**
 * The platform's search syntax for `products(query:)`, as far as this catalogue needs it:
 * `vendor:`, `product_type:`, `tag:`, `available_for_sale:` and free words.
 */
export function parseProductQuery(query: string, language: ContentLanguage): ParsedProductQuery {
  const conditions: SQL[] = [];
  const words: string[] = [];
  for (const match of query.slice(0, 500).matchAll(term)) {
    const [, field, fieldValue, word] = match;
    if (word) {
      if (!['AND', 'OR'].includes(word)) words.push(unquote(word));
      continue;
    }
    const value = unquote(fieldValue ?? '');
    switch (field?.toLowerCase()) {
      case 'vendor':
        conditions.push(sql`${products.vendor} ILIKE ${value}`);
        break;
      case 'product_type':
        conditions.push(sql`${products.productType}->>${language} ILIKE ${value}`);
        break;
      case 'tag':
        conditions.push(sql`${value} = ANY(${products.tags})`);
        break;
      case 'available_for_sale':
        conditions.push(sql`${products.availableForSale} = ${value === 'true'}`);
        break;
      default:
        words.push(value);
    }
  }
  return { conditions, text: words.join(' ') };
}
