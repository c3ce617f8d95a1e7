import type { ContentLanguage } from '../i18n/language.ts';
import type { Localized } from '../seed/catalog-types.ts';
import type { FacetCount, FacetDefinition, FacetIndex, FacetValue } from './facet-store.ts';
import type { FilterState } from './product-filters.ts';

type FilterValueView = { id: string; label: string; count: number; input: string };
export type FilterView = {
  id: string;
  label: string;
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE';
  values: FilterValueView[];
};

const labels: Record<'availability' | 'inStock' | 'outOfStock' | 'price', Localized> = {
  availability: { de: 'Verfügbarkeit', en: 'Availability', da: 'Tilgængelighed' },
  inStock: { de: 'Verfügbar', en: 'In stock', da: 'På lager' },
  outOfStock: { de: 'Nicht verfügbar', en: 'Out of stock', da: 'Ikke på lager' },
  price: { de: 'Preis', en: 'Price', da: 'Pris' },
};

/** The ProductFilter (as JSON) that selects one value, in the request's language. */
function inputOf(definition: FacetDefinition, value: FacetValue, language: ContentLanguage): unknown {
  switch (definition.kind) {
    case 'productVendor':
      return { productVendor: value.value };
    case 'productType':
      return { productType: value.label[language] };
    case 'variantOption':
      return { variantOption: { name: definition.label[language], value: value.label[language] } };
    default:
      return {
        productMetafield: { namespace: definition.namespace, key: definition.key, value: value.value },
      };
  }
}

/**
 * The filters of a collection in the platform's shape: availability (BOOLEAN), price
 * (PRICE_RANGE), then each list facet with the values that have products or are chosen.
 */
export function buildFilters(
  counts: readonly FacetCount[],
  state: FilterState,
  index: FacetIndex,
  language: ContentLanguage,
): FilterView[] {
  const countOf = (facet: string, value: string) =>
    counts.find((c) => c.facet === facet && c.value === value)?.count ?? 0;
  const availability: FilterView = {
    id: 'filter.v.availability',
    label: labels.availability[language],
    type: 'BOOLEAN',
    values: [
      {
        id: 'filter.v.availability.1',
        label: labels.inStock[language],
        count: countOf('availability', 'true'),
        input: JSON.stringify({ available: true }),
      },
      {
        id: 'filter.v.availability.0',
        label: labels.outOfStock[language],
        count: countOf('availability', 'false'),
        input: JSON.stringify({ available: false }),
      },
    ],
  };
  const maxPrice = Math.ceil(countOf('price', 'max') / 100);
  const price: FilterView = {
    id: 'filter.v.price',
    label: labels.price[language],
    type: 'PRICE_RANGE',
    values: [
      {
        id: 'filter.v.price',
        label: labels.price[language],
        count: 0,
        input: JSON.stringify({ price: { min: 0, max: maxPrice } }),
      },
    ],
  };
  const lists = index.definitions.flatMap((definition): FilterView[] => {
    const chosen = state.facets.get(definition.facet);
    const values = index.values
      .filter((v) => v.facet === definition.facet)
      .map((v) => ({ value: v, count: countOf(v.facet, v.value) }))
      .filter(({ value, count }) => count > 0 || chosen?.has(value.value))
      .map(({ value, count }) => ({
        id: `filter.${definition.facet}.${value.value}`,
        label: value.label[language],
        count,
        input: JSON.stringify(inputOf(definition, value, language)),
      }));
    if (values.length === 0) return [];
    return [{ id: `filter.${definition.facet}`, label: definition.label[language], type: 'LIST', values }];
  });
  return [availability, price, ...lists];
}
