import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';
import { directFields, fieldType } from './selection-walk.ts';

export type OperationFigures = { depth: number; aliases: number; cost: number };

/** Page size assumed for a connection asked without `first`/`last` (the platform's maximum). */
const defaultPageSize = 250;

/**
 * Whether a value of this type is a record the server loads on its own: an object type with a
 * non-null `id: ID!` field (Product, ProductVariant, Collection, Cart, CartLine, Metafield, Shop …),
 * or an interface or union any of whose object types is one (Node, Merchandise). Everything
 * else (MoneyV2, Image, ProductPriceRange, SEO, CartCost, PageInfo, connections and edges,
 * payloads) is a value read with its parent. `resolveType` marks an interface or union without
 * `instanceof` (see selection-walk.ts).
 */
function isRecord(type: GraphQLCompositeType, schema: GraphQLSchema): boolean {
  const objects = 'resolveType' in type ? schema.getPossibleTypes(type) : [type];
  return objects.some((object) => String(object.getFields().id?.type) === 'ID!');
}

/**
 * How many items a list field (not a connection) answers at most: one per entry of its longest
 * list argument (`nodes(ids:)`, `metafields(identifiers:)`), else its `first`, else one.
 */
function listLength(args: ReadonlyMap<string, unknown>): number {
  const lists = [...args.values()].filter((value) => Array.isArray(value)).map((value) => value.length);
  if (lists.length > 0) return Math.max(...lists);
  const first = args.get('first');
  return typeof first === 'number' ? Math.max(first, 0) : 1;
}

/**
 * Measures an operation before it runs. Cost counts what the server must load (decision 0008):
 * each record costs 1 plus its selection, value objects and scalars cost 0, and a connection
 * costs its page size (`first` or `last`) times the cost of one item (at least 1), so nested
 * pages multiply; a list answered per id asked costs the number of ids times one item.
 */
export function analyzeOperation(
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Readonly<Record<string, unknown>>,
): OperationFigures {
  let aliases = 0;
  const root = schema.getRootType(operation.operation) ?? undefined;

  function walk(
    selectionSet: SelectionSetNode,
    parentType: GraphQLCompositeType | undefined,
  ): { depth: number; cost: number } {
    let depth = 0;
    let cost = 0;
    for (const visit of directFields(selectionSet, parentType, schema, fragments)) {
      if (visit.node.alias) aliases += 1;
      const { type, args, list } = fieldType(visit);
      const inner = visit.node.selectionSet ? walk(visit.node.selectionSet, type) : { depth: 0, cost: 0 };
      depth = Math.max(depth, 1 + inner.depth);
      if (!type) continue;
      for (const argument of visit.node.arguments ?? []) {
        args.set(argument.name.value, valueFromASTUntyped(argument.value, variables));
      }
      const size = args.get('first') ?? args.get('last');
      if (type.name.endsWith('Connection') && (args.has('first') || args.has('last'))) {
        // Absent or null means the default page; anything else not a number fails variable
        // coercion right after this check, so it must not be reported as a cost problem.
        const pageSize =
          typeof size === 'number'
            ? Math.max(size, 0)
            : size === null || size === undefined
              ? defaultPageSize
              : 0;
        cost += pageSize * Math.max(1, inner.cost);
      } else {
        cost += (list ? listLength(args) : 1) * ((isRecord(type, schema) ? 1 : 0) + inner.cost);
      }
    }
    return { depth, cost };
  }

  const { depth, cost } = walk(operation.selectionSet, root);
  return { depth, aliases, cost };
}

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) map.set(definition.name.value, definition);
  }
  return map;
}
