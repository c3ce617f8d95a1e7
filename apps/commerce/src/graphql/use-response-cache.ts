import type { DocumentNode, ExecutionResult } from 'graphql';
import { getOperationAST, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { CatalogCache } from '../catalog/catalog-cache.ts';

/**
 * Root fields whose answers depend on nothing but the catalogue and the operation's variables.
 * `cart` is per visitor and `node`/`nodes` may return a cart, so they are never cached.
 */
const catalogueFields = new Set([
  'article',
  'articles',
  'blog',
  'blogs',
  'collection',
  'collections',
  'localization',
  'menu',
  'metaobject',
  'metaobjects',
  'page',
  'pages',
  'predictiveSearch',
  'product',
  'productRecommendations',
  'products',
  'shop',
]);

/** Only queries that read the catalogue alone, named directly at the root (no fragments there). */
function readsCatalogueOnly(operation: ReturnType<typeof getOperationAST>): boolean {
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || catalogueFields.has(s.name.value)),
    )
  );
}

/**
 * Fields whose values follow a variant's stock (an order changes them, migration 0013). An answer
 * selecting any of them, anywhere in the document, is kept only until the next stock change. A
 * product's `availableForSale` follows its variants too (migration 0016); when it changes, the
 * catalogue notification empties every answer anyway.
 */
const stockFields = new Set([
  'adjacentVariants',
  'availableForSale',
  'currentlyNotInStock',
  'encodedVariantAvailability',
  'firstSelectableVariant',
  'quantityAvailable',
  'selectedOrFirstAvailableVariant',
  'totalInventory',
]);

const showsStockByDocument = new WeakMap<DocumentNode, boolean>();
function showsStock(document: DocumentNode): boolean {
  let shows = showsStockByDocument.get(document);
  if (shows === undefined) {
    shows = false;
    visit(document, {
      Field(node) {
        if (stockFields.has(node.name.value)) shows = true;
      },
    });
    showsStockByDocument.set(document, shows);
  }
  return shows;
}

/**
 * A 250-product collection answer is a few hundred kB in memory; this per area (answers with and
 * without stock) bounds the whole at ~1 GB.
 */
const maxAnswers = 1_000;

/** Stable ids for parsed documents; Yoga's parser cache hands out one document per query text. */
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;
function documentId(document: DocumentNode): number {
  let id = documentIds.get(document);
  if (id === undefined) {
    id = nextDocumentId++;
    documentIds.set(document, id);
  }
  return id;
}

/**
 * Answers a catalogue-only query that was answered before, since the catalogue last changed,
 * from memory (decision 0006): the whole execution is skipped. Answers with errors are not kept.
 * Answers showing stock sit in a stock area, which a stock change empties on its own.
 */
export function useCatalogResponseCache(cache: CatalogCache): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!readsCatalogueOnly(getOperationAST(args.document, args.operationName))) return;
      const key = `${documentId(args.document)}|${args.operationName ?? ''}|${JSON.stringify(args.variableValues ?? {})}`;
      const area = showsStock(args.document) ? 'stockResponses' : 'responses';
      const held = cache.peek<ExecutionResult>(area, key);
      if (held) {
        setResultAndStopExecution(held);
        return;
      }
      const mark = cache.mark;
      return {
        onExecuteDone({ result }) {
          if (!('data' in result) || result.errors?.length) return;
          cache.keep(area, key, result, mark, maxAnswers);
        },
      };
    },
  };
}
