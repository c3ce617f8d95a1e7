import { asc, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { collectionProducts, facetDefinitions, facetValues, productFacets, products } from '../db/schema.ts';
import type { CatalogReader } from './catalog-cache.ts';
import { localized } from './catalog-schemas.ts';

const definitionRow = z.object({
  facet: z.string(),
  position: z.number(),
  kind: z.enum(['productVendor', 'productType', 'variantOption', 'productMetafield']),
  label: localized,
  namespace: z.string().nullable(),
  key: z.string().nullable(),
});
export type FacetDefinition = z.infer<typeof definitionRow>;
const valueRow = z.object({ facet: z.string(), value: z.string(), position: z.number(), label: localized });
export type FacetValue = z.infer<typeof valueRow>;
export type FacetIndex = { definitions: FacetDefinition[]; values: FacetValue[] };

/** Facet definitions and values, kept until the catalogue changes (catalog-cache.ts). */
export function loadFacetIndex({ db, catalogCache }: CatalogReader): Promise<FacetIndex> {
  return catalogCache.memo('facetIndex', '', async () => {
    const definitions = await db.select().from(facetDefinitions).orderBy(asc(facetDefinitions.position));
    const values = await db
      .select()
      .from(facetValues)
      .orderBy(asc(facetValues.facet), asc(facetValues.position));
    return {
      definitions: definitions.map((row) => definitionRow.parse(row)),
      values: values.map((row) => valueRow.parse(row)),
    };
  });
}

/** A condition of the current filter state, named so facet counts can leave their own one out. */
export type FilterCondition = { group: string; condition: SQL };

const countRow = z.object({ facet: z.string(), value: z.string(), count: z.number() });
export type FacetCount = z.infer<typeof countRow>;

/**
 * The products facets are counted over, other than a collection's: a `FROM … WHERE …` clause on
 * `products` (a search's matches).
 */
export type FacetScope = { from: SQL };

/** The flags of all filter conditions except those of one group, ANDed. */
function allExcept(conditions: FilterCondition[], group: string): SQL {
  const others = conditions.flatMap((c, i) => (c.group === group ? [] : [sql.raw(`g${i}`)]));
  return others.length === 0 ? sql`TRUE` : sql.join(others, sql` AND `);
}

/**
 * Counts per facet value over a collection, each facet counted with all other filters applied
 * (so choosing a brand does not hide the other brands). Also the availability counts under
 * facet `availability` and the highest price under facet `price`.
 */
export async function countFacets(
  db: Database,
  scope: number | FacetScope,
  conditions: FilterCondition[],
): Promise<FacetCount[]> {
  const base =
    typeof scope === 'number'
      ? sql`FROM ${collectionProducts} JOIN ${products} ON ${products.id} = ${collectionProducts.productId}
      WHERE ${collectionProducts.collectionId} = ${scope}`
      : scope.from;
  const flags = conditions.map((c, i) => sql`(${c.condition}) AS ${sql.raw(`g${i}`)}`);
  const groups = [...new Set(conditions.map((c) => c.group))];
  const facetCase =
    groups.length === 0
      ? sql`TRUE`
      : sql`CASE ${sql.join(
          groups.map((group) => sql`WHEN f.facet = ${group} THEN ${allExcept(conditions, group)}`),
          sql` `,
        )} ELSE ${allExcept(conditions, '')} END`;
  const query = sql`
    WITH base AS (
      SELECT ${products.id} AS id, ${products.availableForSale} AS available, ${products.minPriceCents} AS price
        ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      ${base}
    )
    SELECT f.facet, f.value, count(*)::int AS count
      FROM base JOIN ${productFacets} f ON f.product_id = base.id
      WHERE ${facetCase}
      GROUP BY f.facet, f.value
    UNION ALL
    SELECT 'availability', base.available::text, count(*)::int FROM base
      WHERE ${allExcept(conditions, 'availability')} GROUP BY base.available
    UNION ALL
    SELECT 'price', 'max', coalesce(max(base.price), 0)::int FROM base
      WHERE ${allExcept(conditions, 'price')}`;
  return queryRows(db, query, countRow);
}
