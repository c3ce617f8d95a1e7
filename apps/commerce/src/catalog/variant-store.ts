import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { productOptions, productVariants } from '../db/schema.ts';
import { localized, optionValue, selectedOption, unitPrice } from './catalog-schemas.ts';

const variantRow = z.object({
  id: z.number(),
  productId: z.number(),
  position: z.number(),
  sku: z.string(),
  title: localized,
  selectedOptions: z.array(selectedOption),
  priceCents: z.number(),
  compareAtPriceCents: z.number().nullable(),
  unitPrice: unitPrice.nullable(),
  weightGrams: z.number(),
  stock: z.number(),
  availableForSale: z.boolean(),
  currentlyNotInStock: z.boolean(),
  imageId: z.number().nullable(),
});
/** The same shape as the table row, which the cart module also hands to ProductVariant. */
export type VariantRecord = z.infer<typeof variantRow>;

const stockRow = z.object({
  id: z.number(),
  stock: z.number(),
  availableForSale: z.boolean(),
  currentlyNotInStock: z.boolean(),
});
/** The columns an order changes, notified apart from the rest of the catalogue (migration 0013). */
export type StockRecord = z.infer<typeof stockRow>;

export async function findStockOfVariants(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, StockRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      stock: productVariants.stock,
      availableForSale: productVariants.availableForSale,
      currentlyNotInStock: productVariants.currentlyNotInStock,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, [...ids]));
  return new Map(rows.map((row) => [row.id, stockRow.parse(row)]));
}

/** The variant with the stock read now in place of the one its (longer-kept) record was read with. */
export function withStock(variant: VariantRecord, stock: StockRecord | undefined): VariantRecord {
  if (!stock) return variant;
  const { stock: units, availableForSale, currentlyNotInStock } = stock;
  return { ...variant, stock: units, availableForSale, currentlyNotInStock };
}

const optionRow = z.object({
  id: z.number(),
  productId: z.number(),
  position: z.number(),
  name: localized,
  values: z.array(optionValue),
});
export type OptionRecord = z.infer<typeof optionRow>;
export type OptionValueRecord = OptionRecord['values'][number];
/** A value with where it sits: its product, its option's index and its own index in that option. */
export type OptionValueView = OptionValueRecord & {
  productId: number;
  optionIndex: number;
  valueIndex: number;
};

function groupBy<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.productId, [...(groups.get(row.productId) ?? []), row]);
  return groups;
}

export async function findVariantsOfProducts(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, VariantRecord[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  return groupBy(rows.map((row) => variantRow.parse(row)));
}

export async function findVariantsByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, VariantRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.id, [...ids]));
  return new Map(rows.map((row) => [row.id, variantRow.parse(row)]));
}

export async function findOptionsOfProducts(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, OptionRecord[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productOptions)
    .where(inArray(productOptions.productId, [...productIds]))
    .orderBy(asc(productOptions.productId), asc(productOptions.position));
  return groupBy(rows.map((row) => optionRow.parse(row)));
}
