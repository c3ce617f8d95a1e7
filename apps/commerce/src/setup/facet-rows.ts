import type { facetDefinitions, facetValues, productFacets } from '../db/schema.ts';
import type { Catalog, Localized } from '../seed/catalog-types.ts';
import { tasteValueKey } from './metafield-rows.ts';

type Definition = typeof facetDefinitions.$inferInsert;
type Value = typeof facetValues.$inferInsert;
type ProductFacet = typeof productFacets.$inferInsert;

/** Option names become part of a filter id (`filter.v.option.groesse`), so they are slugged. */
export function optionFacet(germanName: string): string {
  const slug = germanName
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `v.option.${slug}`;
}

const same = (value: string): Localized => ({ de: value, en: value, da: value });

/** Builds the facet index of the catalogue: definitions, values with labels, product memberships. */
export function facetRows(catalog: Catalog): {
  definitions: Definition[];
  values: Value[];
  memberships: ProductFacet[];
} {
  const definitions = new Map<string, Definition>();
  const values = new Map<string, Value>();
  const memberships: ProductFacet[] = [];
  const define = (definition: Omit<Definition, 'position'>) => {
    if (!definitions.has(definition.facet))
      definitions.set(definition.facet, { ...definition, position: definitions.size });
  };
  const add = (productId: number, facet: string, value: string, label: Localized, position = 0) => {
    const id = `${facet}\u0000${value}`;
    if (!values.has(id)) values.set(id, { facet, value, label, position });
    memberships.push({ facet, value, productId });
  };

  define({
    facet: 'p.product_type',
    kind: 'productType',
    label: { de: 'Produktart', en: 'Product type', da: 'Produkttype' },
  });
  define({ facet: 'p.vendor', kind: 'productVendor', label: { de: 'Marke', en: 'Brand', da: 'Mærke' } });
  define({
    facet: 'p.m.product.preparation',
    kind: 'productMetafield',
    namespace: 'product',
    key: 'preparation',
    label: { de: 'Zubereitung', en: 'Preparation', da: 'Tilberedning' },
  });
  for (const taste of catalog.tasteFacets) {
    define({
      facet: `p.m.taste.${taste.key}`,
      kind: 'productMetafield',
      namespace: 'taste',
      key: taste.key,
      label: taste.name,
    });
  }

  for (const product of catalog.products) {
    add(product.id, 'p.product_type', product.productType.de, product.productType);
    add(product.id, 'p.vendor', product.vendor, same(product.vendor));
    for (const option of product.options) {
      const facet = optionFacet(option.name.de);
      define({ facet, kind: 'variantOption', label: option.name });
      const used = new Set(product.variants.flatMap((v) => v.selectedOptions.map((s) => s.value.de)));
      option.values.forEach((value, position) => {
        if (used.has(value.name.de)) add(product.id, facet, value.name.de, value.name, position);
      });
    }
    product.metafields.preparationTypes.forEach((key) => {
      const definition = catalog.preparationTypes.find((p) => p.key === key);
      if (definition)
        add(
          product.id,
          'p.m.product.preparation',
          key,
          definition.name,
          catalog.preparationTypes.indexOf(definition),
        );
    });
    for (const [facet, index] of Object.entries(product.metafields.taste ?? {})) {
      const key = tasteValueKey(catalog, facet, index);
      const label = catalog.tasteFacets.find((f) => f.key === facet)?.scale[index];
      if (key && label) add(product.id, `p.m.taste.${facet}`, key, label, index);
    }
  }
  return { definitions: [...definitions.values()], values: [...values.values()], memberships };
}
