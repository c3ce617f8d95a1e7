import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { products, productTranslations } from '../db/schema.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import { localized, localizedSeo } from './catalog-schemas.ts';

const productRow = z.object({
  id: z.number(),
  handle: localized,
  title: localized,
  description: localized,
  descriptionHtml: localized,
  seo: localizedSeo,
  productType: localized,
  vendor: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  isGiftCard: z.boolean(),
  publishedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  bestSellingRank: z.number(),
  featuredImageId: z.number().nullable(),
  imageIds: z.array(z.number()),
  minPriceCents: z.number(),
  maxPriceCents: z.number(),
  minCompareAtPriceCents: z.number().nullable(),
  maxCompareAtPriceCents: z.number().nullable(),
  availableForSale: z.boolean(),
});
export type ProductRecord = z.infer<typeof productRow>;

export async function findProductsByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ProductRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, productRow.parse(row)]));
}

export async function findProductIdByHandle(
  db: Database,
  language: ContentLanguage,
  handle: string,
): Promise<number | null> {
  const rows = await db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(and(eq(productTranslations.language, language), eq(productTranslations.handle, handle)))
    .limit(1);
  return rows[0]?.id ?? null;
}
