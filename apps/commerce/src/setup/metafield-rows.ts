import type { metafields } from '../db/schema.ts';
import { toGlobalId } from '../node/global-id.ts';
import type { Catalog, Collection, Localized, Product } from '../seed/catalog-types.ts';
import { languages } from './product-rows.ts';

type MetafieldRow = typeof metafields.$inferInsert;
type Owner = { ownerType: 'Product' | 'ProductVariant' | 'Collection'; ownerId: number };

function same(value: string): Localized {
  return { de: value, en: value, da: value };
}

function perLanguage(make: (language: keyof Localized) => string): Localized {
  return { de: make('de'), en: make('en'), da: make('da') };
}

function field(owner: Owner, namespace: string, key: string, type: string, value: Localized): MetafieldRow {
  return { ...owner, namespace, key, type, value };
}

const imageIds = (ids: number[]) => same(JSON.stringify(ids.map((id) => toGlobalId('MediaImage', id))));

/** The taste facet's value as a language-neutral key: the English scale label, e.g. `medium-dark`. */
export function tasteValueKey(
  catalog: Pick<Catalog, 'tasteFacets'>,
  facet: string,
  index: number,
): string | null {
  const label = catalog.tasteFacets.find((f) => f.key === facet)?.scale[index]?.en;
  return label ? label.toLowerCase().replace(/[^a-z0-9]+/g, '-') : null;
}

export function productMetafieldRows(
  catalog: Pick<Catalog, 'tasteFacets'>,
  product: Product,
  certificationObjectId: (certificationId: number) => number,
): MetafieldRow[] {
  const owner: Owner = { ownerType: 'Product', ownerId: product.id };
  const m = product.metafields;
  const rows = [field(owner, 'product', 'delivery_time', 'single_line_text_field', m.deliveryTime)];
  if (m.note) rows.push(field(owner, 'product', 'note', 'multi_line_text_field', m.note));
  if (m.galleryImageIds.length > 0) {
    rows.push(
      field(owner, 'product', 'gallery', 'list.file_reference', imageIds(m.galleryImageIds.slice(0, 10))),
    );
  }
  if (m.certificationIds.length > 0) {
    const ids = m.certificationIds.map((id) => toGlobalId('Metaobject', certificationObjectId(id)));
    rows.push(
      field(owner, 'product', 'certifications', 'list.metaobject_reference', same(JSON.stringify(ids))),
    );
  }
  if (m.preparationTypes.length > 0) {
    rows.push(
      field(
        owner,
        'product',
        'preparation',
        'list.single_line_text_field',
        same(JSON.stringify(m.preparationTypes)),
      ),
    );
  }
  for (const [facet, index] of Object.entries(m.taste ?? {})) {
    const key = tasteValueKey(catalog, facet, index);
    if (key) rows.push(field(owner, 'taste', facet, 'single_line_text_field', same(key)));
  }
  for (const variant of product.variants) {
    if (!variant.bestBeforeDate) continue;
    const variantOwner: Owner = { ownerType: 'ProductVariant', ownerId: variant.id };
    rows.push(field(variantOwner, 'fulfillment', 'best_before_date', 'date', same(variant.bestBeforeDate)));
  }
  return rows;
}

export function collectionMetafieldRows(
  collection: Collection,
  promotionCardObjectId: number | null,
): MetafieldRow[] {
  const owner: Owner = { ownerType: 'Collection', ownerId: collection.id };
  const m = collection.metafields;
  const rows = [
    field(owner, 'seo', 'noindex', 'boolean', same(String(m.seoNoindex))),
    field(owner, 'collection', 'display_variants', 'boolean', same(String(m.displayVariants))),
    field(
      owner,
      'collection',
      'breadcrumb',
      'json',
      perLanguage((language) =>
        JSON.stringify(
          m.breadcrumb.map((item) => ({
            id: toGlobalId('Collection', item.collectionId),
            title: item.title[language],
            handle: item.handle[language],
          })),
        ),
      ),
    ),
  ];
  if (m.subTitle) rows.push(field(owner, 'collection', 'sub_title', 'single_line_text_field', m.subTitle));
  if (m.introtext) rows.push(field(owner, 'collection', 'introtext', 'multi_line_text_field', m.introtext));
  if (m.productTest)
    rows.push(field(owner, 'collection', 'product_test', 'multi_line_text_field', m.productTest));
  if (m.brandlogoImageId !== null) {
    rows.push(
      field(
        owner,
        'collection',
        'brandlogo',
        'file_reference',
        same(toGlobalId('MediaImage', m.brandlogoImageId)),
      ),
    );
  }
  if (m.brandCountry)
    rows.push(field(owner, 'collection', 'brand_country', 'single_line_text_field', same(m.brandCountry)));
  if (m.contentgalleryImageIds.length > 0) {
    rows.push(
      field(owner, 'collection', 'contentgallery', 'list.file_reference', imageIds(m.contentgalleryImageIds)),
    );
  }
  if (promotionCardObjectId !== null) {
    const gid = toGlobalId('Metaobject', promotionCardObjectId);
    rows.push(field(owner, 'collection', 'promotioncard', 'metaobject_reference', same(gid)));
  }
  if (m.variantSubset) {
    rows.push(
      field(
        owner,
        'collection',
        'variant_subset',
        'list.single_line_text_field',
        same(JSON.stringify(m.variantSubset)),
      ),
    );
  }
  return rows;
}

export { languages };
