import type { FilterFragment, ProductFilter } from '@shop/storefront-api';
import { z } from 'zod';
import { type FilterParam, hasFilterParam, priceParams, reservedParams } from './collection-params.ts';
import type { ListFilter } from './list-data.ts';

/** The most filter values one URL may carry (a shared link, not a crawler's permutation). */
const maxFilters = 40;
const metafieldParam = /^([a-z][a-z0-9_-]{0,39})\.([a-z][a-z0-9_-]{0,39})$/;

const text = z.string().trim().min(1).max(200);
const price = z.coerce.number().finite().min(0).max(1_000_000);

/** A filter value's `input` as the API describes it (JSON of a ProductFilter with one field set). */
const filterInput = z.union([
  z.object({ available: z.boolean() }),
  z.object({ productType: z.string() }),
  z.object({ productVendor: z.string() }),
  z.object({ productMetafield: z.object({ namespace: z.string(), key: z.string(), value: z.string() }) }),
  z.object({ variantOption: z.object({ name: z.string(), value: z.string() }) }),
  z.object({ price: z.object({ min: z.number().nullish(), max: z.number().nullish() }) }),
]);

type FilterInput = z.infer<typeof filterInput>;

// A collection page's filters offer the same few hundred inputs again and again: each JSON text is
// parsed once per process (a page of 64 values spent half a millisecond here, issue 19).
const maxRemembered = 2000;
const parsedInputs = new Map<string, FilterInput | null>();

/** A filter value's `input` (JSON text, or already an object) as the API describes it; null when malformed. */
function parseFilterInput(input: unknown): FilterInput | null {
  if (typeof input !== 'string') return filterInput.safeParse(input).data ?? null;
  const remembered = parsedInputs.get(input);
  if (remembered !== undefined) return remembered;
  const parsed = filterInput.safeParse(safeJson(input)).data ?? null;
  if (parsedInputs.size >= maxRemembered) parsedInputs.clear();
  parsedInputs.set(input, parsed);
  return parsed;
}

/** The URL pair of a filter value, from the value's `input`; null for a price range or an unknown kind. */
export function filterParamOf(input: unknown): FilterParam | null {
  const f = parseFilterInput(input);
  if (!f) return null;
  if ('available' in f) return { name: 'available', value: f.available ? '1' : '0' };
  if ('productType' in f) return { name: 'type', value: f.productType };
  if ('productVendor' in f) return { name: 'vendor', value: f.productVendor };
  if ('productMetafield' in f) {
    const { namespace, key, value } = f.productMetafield;
    return { name: `${namespace}.${key}`, value };
  }
  if ('variantOption' in f) return { name: `option.${f.variantOption.name}`, value: f.variantOption.value };
  return null;
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

function priceMaxOf(input: unknown): number | null {
  const parsed = parseFilterInput(input);
  if (!parsed || !('price' in parsed)) return null;
  return parsed.price.max ?? null;
}

export type PriceRange = { min: number | null; max: number | null };

/** The price range of the URL; a value that is no amount is left out (the form offers numbers only). */
export function priceRangeOf(search: URLSearchParams): PriceRange {
  const read = (name: string) => {
    const raw = search.get(name);
    if (raw === null || raw.trim() === '') return null;
    const parsed = price.safeParse(raw.replace(',', '.'));
    return parsed.success ? parsed.data : null;
  };
  let min = read(priceParams.min);
  let max = read(priceParams.max);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { min, max };
}

/** The API's filters for the URL's filter pairs and price range. Unknown or malformed pairs are ignored. */
export function productFiltersOf(search: URLSearchParams): ProductFilter[] {
  const filters: ProductFilter[] = [];
  for (const [name, raw] of search) {
    if (reservedParams.has(name) || filters.length >= maxFilters) continue;
    const value = text.safeParse(raw);
    if (!value.success) continue;
    const filter = filterOfPair(name, value.data);
    if (filter) filters.push(filter);
  }
  const { min, max } = priceRangeOf(search);
  if (min !== null || max !== null)
    filters.push({ price: { min: min ?? 0, ...(max !== null ? { max } : {}) } });
  return filters;
}

function filterOfPair(name: string, value: string): ProductFilter | null {
  if (name === 'available') return value === '1' || value === '0' ? { available: value === '1' } : null;
  if (name === 'type') return { productType: value };
  if (name === 'vendor') return { productVendor: value };
  if (name.startsWith('option.')) {
    const option = name.slice('option.'.length).trim();
    return option ? { variantOption: { name: option, value } } : null;
  }
  const metafield = metafieldParam.exec(name);
  if (metafield?.[1] && metafield[2])
    return { productMetafield: { namespace: metafield[1], key: metafield[2], value } };
  return null;
}

/** The API's filters as the page shows them: each value with its count, URL pair and whether it is chosen. */
export function toListFilters(filters: readonly FilterFragment[], search: URLSearchParams): ListFilter[] {
  return filters.flatMap((filter): ListFilter[] => {
    if (filter.type === 'PRICE_RANGE') {
      const highest = filter.values.map((v) => priceMaxOf(v.input)).find((max) => max !== null) ?? null;
      return [{ kind: 'price', id: filter.id, label: filter.label, highest, ...priceRangeOf(search) }];
    }
    const values = filter.values.flatMap((value) => {
      const param = filterParamOf(value.input);
      if (!param) return [];
      return [
        {
          id: value.id,
          label: value.label,
          count: value.count,
          param,
          active: hasFilterParam(search, param),
        },
      ];
    });
    if (values.length === 0) return [];
    return [
      { kind: filter.type === 'BOOLEAN' ? 'boolean' : 'list', id: filter.id, label: filter.label, values },
    ];
  });
}
