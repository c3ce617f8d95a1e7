import type { productOptions, products, productTranslations, productVariants } from '../db/schema.ts';
import type { Lang, Product } from '../seed/catalog-types.ts';

export const languages: readonly Lang[] = ['de', 'en', 'da'];

function minMax(values: number[]): [number, number] | [null, null] {
  if (values.length === 0) return [null, null];
  return [Math.min(...values), Math.max(...values)];
}

export function productRow(product: Product): typeof products.$inferInsert {
  const [minPrice, maxPrice] = minMax(product.variants.map((v) => v.priceCents));
  const compareAt = product.variants.flatMap((v) =>
    v.compareAtPriceCents === null ? [] : [v.compareAtPriceCents],
  );
  const [minCompareAt, maxCompareAt] = minMax(compareAt);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: product.description,
    descriptionHtml: product.descriptionHtml,
    seo: product.seo,
    productType: product.productType,
    vendor: product.vendor,
    brandId: product.brandId,
    category: product.category,
    tags: product.tags,
    isGiftCard: product.isGiftCard,
    publishedAt: product.publishedAt,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    bestSellingRank: product.bestSellingRank,
    featuredImageId: product.featuredImageId,
    imageIds: product.imageIds,
    minPriceCents: minPrice ?? 0,
    maxPriceCents: maxPrice ?? 0,
    minCompareAtPriceCents: minCompareAt,
    maxCompareAtPriceCents: maxCompareAt,
    availableForSale: product.variants.some((v) => v.availableForSale),
  };
}

/** The indexed side: what search matches (title, vendor, type, variant titles, SKUs). */
export function productTranslationRows(product: Product): (typeof productTranslations.$inferInsert)[] {
  return languages.map((language) => {
    const variantTitles = new Set(
      product.variants.map((v) => v.title[language]).filter((title) => title && title !== 'Default Title'),
    );
    const searchText = [
      product.title[language],
      product.vendor,
      product.productType[language],
      ...variantTitles,
      ...product.variants.map((v) => v.sku),
    ].join(' ');
    return {
      productId: product.id,
      language,
      handle: product.handle[language],
      title: product.title[language],
      bestSellingRank: product.bestSellingRank,
      searchText,
    };
  });
}

export function productOptionRows(product: Product): (typeof productOptions.$inferInsert)[] {
  return product.options.map((option, position) => ({
    id: option.id,
    productId: product.id,
    position,
    name: option.name,
    values: option.values,
  }));
}

export function productVariantRows(product: Product): (typeof productVariants.$inferInsert)[] {
  return product.variants.map((variant, position) => ({
    id: variant.id,
    productId: product.id,
    position,
    sku: variant.sku,
    title: variant.title,
    selectedOptions: variant.selectedOptions,
    priceCents: variant.priceCents,
    compareAtPriceCents: variant.compareAtPriceCents,
    unitPrice: variant.unitPrice,
    weightGrams: variant.weightGrams,
    stock: variant.stock,
    availableForSale: variant.availableForSale,
    currentlyNotInStock: variant.currentlyNotInStock,
    imageId: variant.imageId,
  }));
}
