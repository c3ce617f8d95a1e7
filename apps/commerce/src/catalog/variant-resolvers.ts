import type { Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import { money } from '../shared/money.ts';
import { hasMetafieldsResolvers } from './metafield-resolvers.ts';
import { firstSelectableVariant } from './variant-options.ts';
import type { VariantRecord } from './variant-store.ts';
import { optionTable } from './variant-table.ts';
import { productView } from './views.ts';

/** Parents are variant rows: from this module's loaders or from the cart's merchandise. */
export const variantResolvers: Resolvers = {
  ProductVariant: {
    id: (v) => toGlobalId('ProductVariant', v.id),
    title: (v, _a, _c, info) => localize(v.title, operationLanguage(info)),
    sku: (v) => v.sku,
    price: (v) => money(v.priceCents),
    compareAtPrice: (v) => (v.compareAtPriceCents === null ? null : money(v.compareAtPriceCents)),
    unitPrice: (v) => (v.unitPrice ? money(v.unitPrice.amountCents) : null),
    unitPriceMeasurement: (v) =>
      v.unitPrice
        ? {
            measuredType: 'WEIGHT',
            quantityUnit: v.unitPrice.quantityUnit,
            quantityValue: v.unitPrice.quantityValue,
            referenceUnit: v.unitPrice.referenceUnit,
            referenceValue: v.unitPrice.referenceValue,
          }
        : null,
    availableForSale: (v) => v.availableForSale,
    currentlyNotInStock: (v) => v.currentlyNotInStock,
    quantityAvailable: (v) => Math.max(0, v.stock),
    selectedOptions: (v, _a, _c, info) => {
      const language = operationLanguage(info);
      return v.selectedOptions.map((o) => ({
        name: localize(o.name, language),
        value: localize(o.value, language),
      }));
    },
    image: async (v, _a, context) =>
      v.imageId === null ? null : ((await context.loaders.image.load(v.imageId)) ?? null),
    product: async (v, _a, context) => {
      const product = await context.loaders.product.load(v.productId);
      if (!product) throw new Error(`Variant ${v.id} has no product`);
      return productView(product);
    },
    requiresShipping: async (v, _a, context) =>
      !(await context.loaders.product.load(v.productId))?.isGiftCard,
    ...hasMetafieldsResolvers<VariantRecord>((v, context) => context.loaders.variantMetafields.load(v.id)),
  },
  ProductOption: {
    id: (o) => toGlobalId('ProductOption', o.id),
    name: (o, _a, _c, info) => localize(o.name, operationLanguage(info)),
    optionValues: async (o, _a, context) => {
      const options = (await context.loaders.optionsOfProduct.load(o.productId)) ?? [];
      const optionIndex = options.findIndex((option) => option.id === o.id);
      return o.values.map((value, valueIndex) => ({
        ...value,
        productId: o.productId,
        optionIndex,
        valueIndex,
      }));
    },
    values: (o, _a, _c, info) => o.values.map((v) => localize(v.name, operationLanguage(info))),
  },
  ProductOptionValue: {
    id: (v) => toGlobalId('ProductOptionValue', v.id),
    name: (v, _a, _c, info) => localize(v.name, operationLanguage(info)),
    swatch: (v) => (v.swatchColor ? { color: v.swatchColor, image: null } : null),
    firstSelectableVariant: async (v, _a, context) =>
      firstSelectableVariant(await optionTable(context, v.productId), v.optionIndex, v.valueIndex),
  },
};
