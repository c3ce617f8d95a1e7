import { type SQL, sql } from 'drizzle-orm';
import { productFacets, products } from '../db/schema.ts';
import type { ProductFilter } from '../graphql/resolver-types.generated.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import type { FacetIndex, FilterCondition } from './facet-store.ts';

/** The chosen filters: values of one facet are alternatives, different facets must all match. */
export type FilterState = {
  facets: Map<string, Set<string>>;
  availability: Set<boolean>;
  price: { minCents: number; maxCents: number | null } | null;
};

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * Starts the key of a value or option no facet has, so it matches nothing. U+FFFF (a noncharacter)
 * rather than a NUL, which PostgreSQL text refuses: an unknown type answered a 500 (issue 20).
 */
const unknownMark = '\uffffunknown:';

/** Turns a filter's text (in the request's language) into the facet's language-neutral key. */
function valueKey(index: FacetIndex, facet: string, text: string, language: ContentLanguage): string {
  const value = index.values.find(
    (v) => v.facet === facet && (same(v.label[language], text) || v.value === text),
  );
  // An unknown value still filters: it matches nothing, as the platform answers.
  return value?.value ?? `${unknownMark}${text}`;
}

function facetOfOption(index: FacetIndex, name: string, language: ContentLanguage): string {
  const definition = index.definitions.find(
    (d) => d.kind === 'variantOption' && same(d.label[language], name),
  );
  return definition?.facet ?? `v.option.${unknownMark}${name}`;
}

export function parseFilters(
  inputs: readonly ProductFilter[],
  index: FacetIndex,
  language: ContentLanguage,
): FilterState {
  const state: FilterState = { facets: new Map(), availability: new Set(), price: null };
  const add = (facet: string, value: string) =>
    state.facets.set(facet, (state.facets.get(facet) ?? new Set()).add(value));
  for (const input of inputs) {
    if (input.available != null) state.availability.add(input.available);
    if (input.price) {
      const maxCents = input.price.max == null ? null : Math.round(input.price.max * 100);
      state.price = { minCents: Math.round((input.price.min ?? 0) * 100), maxCents };
    }
    if (input.productVendor != null) add('p.vendor', input.productVendor);
    if (input.productType != null)
      add('p.product_type', valueKey(index, 'p.product_type', input.productType, language));
    if (input.variantOption) {
      const facet = facetOfOption(index, input.variantOption.name, language);
      add(facet, valueKey(index, facet, input.variantOption.value, language));
    }
    if (input.productMetafield) {
      const { namespace, key, value } = input.productMetafield;
      add(`p.m.${namespace}.${key}`, value);
    }
  }
  return state;
}

/** SQL conditions on `products` for the state, each tagged with its facet group. */
export function filterConditions(state: FilterState): FilterCondition[] {
  const conditions: FilterCondition[] = [];
  for (const [facet, values] of state.facets) {
    const list = sql.join(
      [...values].map((v) => sql`${v}`),
      sql`, `,
    );
    conditions.push({
      group: facet,
      condition: sql`EXISTS (SELECT 1 FROM ${productFacets} pf WHERE pf.facet = ${facet} AND pf.value IN (${list}) AND pf.product_id = ${products.id})`,
    });
  }
  if (state.availability.size === 1) {
    conditions.push({
      group: 'availability',
      condition: sql`${products.availableForSale} = ${[...state.availability][0]}`,
    });
  }
  if (state.price) {
    const upper: SQL =
      state.price.maxCents == null ? sql`TRUE` : sql`${products.minPriceCents} <= ${state.price.maxCents}`;
    conditions.push({
      group: 'price',
      condition: sql`${products.minPriceCents} >= ${state.price.minCents} AND ${upper}`,
    });
  }
  return conditions;
}
