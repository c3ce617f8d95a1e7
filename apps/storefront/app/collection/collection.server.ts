import {
  CollectionDocument,
  CollectionHandleByIdDocument,
  type CollectionPageFragment,
  type ProductCardFragment,
  type ProductCollectionSortKeys,
  VariantOptionValuesDocument,
} from '@shop/storefront-api';
import { z } from 'zod';
import { cardColumns } from '../catalog/card-columns.ts';
import { catalogDataCache } from '../catalog/catalog-data-cache.server.ts';
import { hyphenate } from '../catalog/hyphenate.server.ts';
import { toProductCard, toVariantCards } from '../catalog/product-card.ts';
import { shareRepeatedParts } from '../catalog/shared-card-parts.ts';
import { isRefusedInput, storefrontQuery } from '../commerce/storefront.server.ts';
import { sanitizeHtml } from '../html/sanitize-html.server.ts';
import { type Language, languageKeys, languages } from '../i18n/languages.ts';
import { productFiltersOf, toListFilters } from './collection-filters.server.ts';
import { isSortOption, type SortOption, sortOptions } from './collection-params.ts';
import type { Crumb, ProductListPage, PromotionCardProps } from './list-data.ts';

/** Spec section 9: collection page size. */
export const collectionPageSize = 250;

const sortKeys: Record<SortOption, { sortKey: ProductCollectionSortKeys; reverse: boolean }> = {
  relevance: { sortKey: 'RELEVANCE', reverse: false },
  topseller: { sortKey: 'BEST_SELLING', reverse: false },
  newest: { sortKey: 'CREATED', reverse: true },
  price_asc: { sortKey: 'PRICE', reverse: false },
};

const cursor = z.string().min(1).max(500);
const handle = z.string().min(1).max(255);

export function sortOf(search: URLSearchParams): SortOption {
  const value = search.get('sort');
  return isSortOption(value) ? value : 'topseller';
}

/** `after` pages forward, `before` back; a malformed cursor starts at the first page. */
export function pagingOf(search: URLSearchParams) {
  const after = cursor.safeParse(search.get('after'));
  if (after.success) return { first: collectionPageSize, endCursor: after.data };
  const before = cursor.safeParse(search.get('before'));
  if (before.success) return { last: collectionPageSize, startCursor: before.data };
  return { first: collectionPageSize };
}

/**
 * Runs a list query at the URL's page; a cursor the API refuses (edited, or from an older shop)
 * starts at the first page too, instead of failing the page (issue 20: it answered 503).
 */
export async function atPageOrFirst<T>(
  search: URLSearchParams,
  run: (paging: ReturnType<typeof pagingOf>) => Promise<T>,
): Promise<T> {
  const paging = pagingOf(search);
  try {
    return await run(paging);
  } catch (error) {
    if (!('endCursor' in paging || 'startCursor' in paging) || !isRefusedInput(error)) throw error;
    return run({ first: collectionPageSize });
  }
}

const breadcrumbJson = z.array(z.object({ title: z.string(), handle: z.string() }));
const stringList = z.array(z.string());

function parseJson<T>(schema: z.ZodType<T>, value: string | null | undefined): T | null {
  if (!value) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function imageOf(
  reference:
    | { __typename: string; image?: { url: string; altText: string | null } | null }
    | null
    | undefined,
) {
  return reference?.__typename === 'MediaImage' ? (reference.image ?? null) : null;
}

/** The collection's texts and metafields as the page shows them (HTML sanitised here, on the server). */
function collectionView(collection: CollectionPageFragment, language: Language) {
  const crumbs = parseJson(breadcrumbJson, collection.breadcrumb?.value) ?? [];
  const promotion = collection.promotionCard?.reference;
  const promotionCard: PromotionCardProps | null =
    promotion?.__typename === 'Metaobject' && promotion.title?.value
      ? {
          title: promotion.title.value,
          text: promotion.text?.value ?? '',
          url: promotion.url?.value ?? null,
          image: imageOf(promotion.image?.reference),
        }
      : null;
  const intro = collection.introText?.value ?? '';
  const productTest = collection.productTest?.value ?? '';
  return {
    id: collection.id,
    handle: collection.handle,
    title: collection.title,
    subTitle: collection.subTitle?.value ?? null,
    brandCountry: collection.brandCountry?.value ?? null,
    seoTitle: collection.seo.title || collection.title,
    seoDescription: collection.seo.description || collection.description.slice(0, 160) || null,
    introHtml: intro
      ? sanitizeHtml(intro)
      : collection.descriptionHtml
        ? sanitizeHtml(collection.descriptionHtml)
        : '',
    productTestHtml: productTest ? sanitizeHtml(productTest) : '',
    brandLogo: imageOf(collection.brandLogo?.reference),
    breadcrumb: crumbs.map(
      (crumb): Crumb => ({
        title: hyphenate(crumb.title, language.key),
        href: `/${language.key}/c/${crumb.handle}`,
      }),
    ),
    promotionCard,
    gallery: (collection.contentGallery?.references?.nodes ?? []).flatMap((node) => {
      const image = imageOf(node);
      return image ? [image] : [];
    }),
    noindex: collection.noindex?.value === 'true',
  };
}

export type CollectionView = ReturnType<typeof collectionView>;

/** Variant ids whose option values (in German, as `variant_subset` names them) are in the subset. */
async function variantsInSubset(products: readonly ProductCardFragment[], subset: readonly string[]) {
  const wanted = new Set(subset.map((value) => value.toLowerCase()));
  const { nodes } = await storefrontQuery(VariantOptionValuesDocument, {
    ids: products.map((p) => p.id),
    language: languages.de.code,
  });
  const ids = new Set<string>();
  for (const node of nodes) {
    if (node?.__typename !== 'Product') continue;
    for (const variant of node.variants.nodes) {
      if (variant.selectedOptions.some((o) => wanted.has(o.value.toLowerCase()))) ids.add(variant.id);
    }
  }
  return ids;
}

async function cardsOf(
  collection: CollectionPageFragment,
  products: ProductCardFragment[],
  language: Language,
) {
  if (collection.displayVariants?.value !== 'true') return products.map(toProductCard);
  const subset = parseJson(stringList, collection.variantSubset?.value);
  if (!subset || subset.length === 0) return products.flatMap((p) => toVariantCards(p, null));
  // The subset names German option values; on other languages' pages the variants are matched by id.
  const ids =
    language.key === 'de' || products.length === 0 ? null : await variantsInSubset(products, subset);
  return products.flatMap((p) => toVariantCards(p, subset, ids));
}

/**
 * A collection's handle in each language, kept per process as fresh as the page cache: every sort,
 * filter and page of a collection (most of them not cached as pages) needs the same two look-ups.
 */
const handles = catalogDataCache<string | null>({ maxAgeMs: 20_000 });

/** The same collection's path in every language, for the language switcher and hreflang links. */
async function alternatesOf(id: string, language: Language, handleHere: string) {
  const entries = await Promise.all(
    languageKeys.map(async (key) => {
      if (key === language.key) return [key, `/${key}/c/${handleHere}`] as const;
      const handle = await handles.get(`${key} ${id}`, async () => {
        const { collection } = await storefrontQuery(CollectionHandleByIdDocument, {
          id,
          language: languages[key].code,
        });
        return collection?.handle ?? null;
      });
      return [key, handle ? `/${key}/c/${handle}` : `/${key}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The collection page's data; null when no collection has this handle in the language. */
export async function loadCollection(language: Language, rawHandle: string | undefined, url: URL) {
  const parsedHandle = handle.safeParse(rawHandle);
  if (!parsedHandle.success) return null;
  const search = url.searchParams;
  const sort = sortOf(search);
  const { collection } = await atPageOrFirst(search, (paging) =>
    storefrontQuery(CollectionDocument, {
      handle: parsedHandle.data,
      ...paging,
      filters: productFiltersOf(search),
      ...sortKeys[sort],
      language: language.code,
    }),
  );
  if (!collection) return null;
  const { products } = collection;
  const [cards, alternates] = await Promise.all([
    cardsOf(collection, products.nodes, language),
    alternatesOf(collection.id, language, collection.handle),
  ]);
  const list: ProductListPage = {
    cards: cardColumns(shareRepeatedParts(cards)),
    filters: toListFilters(products.filters, search),
    sort,
    sortOptions,
    cursors: {
      next: products.pageInfo.hasNextPage ? products.pageInfo.endCursor : null,
      previous: products.pageInfo.hasPreviousPage ? products.pageInfo.startCursor : null,
    },
  };
  const view = collectionView(collection, language);
  return { collection: view, list, alternates, noindex: view.noindex };
}
