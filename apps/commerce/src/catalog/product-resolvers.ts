import type { GraphQLResolveInfo } from 'graphql';
import { connectionOf } from '../graphql/connection.ts';
import type { GraphQLContext, Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import { money } from '../shared/money.ts';
import { hasMetafieldsResolvers } from './metafield-resolvers.ts';
import {
  adjacentTo,
  chosenPositions,
  encodeCombinations,
  selectedOrFirstAvailable,
} from './variant-options.ts';
import { findVariantByOptions } from './variant-selection.ts';
import { optionTable } from './variant-table.ts';
import { collectionView, type ProductView } from './views.ts';

/** Cuts text at a word boundary and marks the cut, as the platform's truncateAt does. */
export function truncate(text: string, at: number | null | undefined): string {
  if (at == null || at <= 0 || text.length <= at) return text;
  const cut = text.slice(0, at);
  const space = cut.lastIndexOf(' ');
  return `${(space > at / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const variantsOf = async (product: ProductView, context: GraphQLContext) =>
  (await context.loaders.variantsOfProduct.load(product.id)) ?? [];

type MatchArgs = {
  selectedOptions?: readonly { name: string; value: string }[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
};

/** The variant of the chosen options, else the first available one (`selectedOrFirstAvailableVariant`). */
async function selectedVariant(
  p: ProductView,
  args: MatchArgs,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) {
  const [options, variants, table] = await Promise.all([
    context.loaders.optionsOfProduct.load(p.id),
    variantsOf(p, context),
    optionTable(context, p.id),
  ]);
  const chosen = chosenPositions(options ?? [], args.selectedOptions ?? [], operationLanguage(info), {
    // A client may send null explicitly, which replaces the SDL's default.
    ignoreUnknownOptions: args.ignoreUnknownOptions ?? true,
    caseInsensitiveMatch: args.caseInsensitiveMatch ?? false,
  });
  return selectedOrFirstAvailable(table, variants, chosen);
}

export const productResolvers: Resolvers = {
  Product: {
    id: (p) => toGlobalId('Product', p.id),
    handle: (p, _a, _c, info) => localize(p.handle, operationLanguage(info)),
    title: (p, _a, _c, info) => localize(p.title, operationLanguage(info)),
    description: (p, args, _c, info) =>
      truncate(localize(p.description, operationLanguage(info)), args.truncateAt),
    descriptionHtml: (p, _a, _c, info) => localize(p.descriptionHtml, operationLanguage(info)),
    productType: (p, _a, _c, info) => localize(p.productType, operationLanguage(info)),
    vendor: (p) => p.vendor,
    tags: (p) => p.tags,
    isGiftCard: (p) => p.isGiftCard,
    availableForSale: (p) => p.availableForSale,
    createdAt: (p) => new Date(p.createdAt).toISOString(),
    publishedAt: (p) => new Date(p.publishedAt).toISOString(),
    updatedAt: (p) => new Date(p.updatedAt).toISOString(),
    seo: (p, _a, _c, info) => p.seo[operationLanguage(info)],
    priceRange: (p) => ({ minVariantPrice: money(p.minPriceCents), maxVariantPrice: money(p.maxPriceCents) }),
    compareAtPriceRange: (p) => ({
      minVariantPrice: money(p.minCompareAtPriceCents ?? 0),
      maxVariantPrice: money(p.maxCompareAtPriceCents ?? 0),
    }),
    featuredImage: async (p, _a, context) =>
      p.featuredImageId === null ? null : ((await context.loaders.image.load(p.featuredImageId)) ?? null),
    images: async (p, args, context) => {
      const images = await context.loaders.image.loadMany(p.imageIds);
      return connectionOf(
        images.filter((image) => image !== undefined),
        args,
      );
    },
    options: async (p, args, context) => {
      const options = (await context.loaders.optionsOfProduct.load(p.id)) ?? [];
      const { first } = args;
      return first == null ? options : options.slice(0, Math.max(0, first));
    },
    variants: async (p, args, context) => connectionOf(await variantsOf(p, context), args),
    totalInventory: async (p, _a, context) =>
      (await variantsOf(p, context)).reduce((sum, v) => sum + v.stock, 0),
    selectedOrFirstAvailableVariant: (p, args, context, info) => selectedVariant(p, args, context, info),
    adjacentVariants: async (p, args, context, info) =>
      adjacentTo(await optionTable(context, p.id), await selectedVariant(p, args, context, info)),
    encodedVariantExistence: async (p, _a, context) => {
      const options = (await context.loaders.optionsOfProduct.load(p.id)) ?? [];
      const table = await optionTable(context, p.id);
      return encodeCombinations(
        table.map((entry) => entry.positions),
        options.length,
      );
    },
    encodedVariantAvailability: async (p, _a, context) => {
      const options = (await context.loaders.optionsOfProduct.load(p.id)) ?? [];
      const table = await optionTable(context, p.id);
      return encodeCombinations(
        table.filter((entry) => entry.variant.availableForSale).map((entry) => entry.positions),
        options.length,
      );
    },
    trackingParameters: (p) => p.trackingParameters ?? null,
    variantBySelectedOptions: async (p, args, context, info) =>
      findVariantByOptions(await variantsOf(p, context), args.selectedOptions, operationLanguage(info)),
    collections: async (p, args, context) => {
      const load = context.loaders;
      const ids = (await load.collectionsOfProduct.load(p.id)) ?? [];
      const records = await load.collection.loadMany(ids);
      return connectionOf(records.filter((r) => r !== undefined).map(collectionView), args);
    },
    ...hasMetafieldsResolvers<ProductView>((p, context) => context.loaders.productMetafields.load(p.id)),
  },
};
