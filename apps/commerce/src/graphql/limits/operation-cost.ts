import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';
import { asComposite, fieldFacts, isRecord } from './schema-types.ts';

export type OperationFigures = {
  /** Records the operation may load at most (decision 0025). */
  cost: number;
  /** Items of the longest list given to any argument. */
  largestInput: number;
};

/** Page size of a connection asked without `first`/`last` and without a schema default. */
const defaultPageSize = 250;

type FieldGroup = { nodes: FieldNode[]; parentType: GraphQLCompositeType | undefined };

/**
 * The fields a group of selection sets selects, merged by parent type and response key, with
 * each named fragment expanded once per group: what graphql-js's executor does, so the walk
 * does the work execution would do, and a fragment spread many times over (fan-out) costs one
 * expansion instead of an exponential number.
 */
function collectFields(
  sets: readonly SelectionSetNode[],
  type: GraphQLCompositeType | undefined,
  schema: GraphQLSchema,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Map<string, FieldGroup> {
  const groups = new Map<string, FieldGroup>();
  const expanded = new Set<string>();
  const visit = (set: SelectionSetNode, parentType: GraphQLCompositeType | undefined) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = `${parentType?.name}.${selection.alias?.value ?? selection.name.value}`;
        const group = groups.get(key) ?? { nodes: [], parentType };
        group.nodes.push(selection);
        groups.set(key, group);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition?.name.value;
        visit(selection.selectionSet, condition ? asComposite(schema.getType(condition)) : parentType);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || expanded.has(name)) continue;
        expanded.add(name);
        visit(fragment.selectionSet, asComposite(schema.getType(fragment.typeCondition.name.value)));
      }
    }
  };
  for (const set of sets) visit(set, type);
  return groups;
}

/** The length of the longest list anywhere in an argument value (input objects included). */
function longestList(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  const own = Array.isArray(value) ? value.length : 0;
  return items.reduce<number>((longest, item) => Math.max(longest, longestList(item)), own);
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

/** Page size of a connection: `first` or `last`; a value that is no number fails variable coercion later. */
function pageSize(args: ReadonlyMap<string, unknown>): number {
  const size = args.get('first') ?? args.get('last');
  if (typeof size === 'number') return Math.max(size, 0);
  return size === null || size === undefined ? defaultPageSize : 0;
}

/**
 * Measures an operation before it runs (decision 0025). Cost counts what the server must load:
 * each record costs 1 plus its selection, value objects and scalars cost 0, a connection costs
 * its page size times the cost of one item (at least 1), so nested pages multiply; a list
 * answered per id asked costs the number of ids times one item.
 */
export function measureOperation(
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Readonly<Record<string, unknown>>,
): OperationFigures {
  let largestInput = 0;
  const walk = (sets: readonly SelectionSetNode[], type: GraphQLCompositeType | undefined): number => {
    let cost = 0;
    for (const { nodes, parentType } of collectFields(sets, type, schema, fragments).values()) {
      const [node] = nodes;
      if (!node) continue;
      const facts = fieldFacts(node, parentType);
      const args = new Map(facts.defaults);
      for (const argument of node.arguments ?? []) {
        const value = valueFromASTUntyped(argument.value, variables);
        largestInput = Math.max(largestInput, longestList(value));
        args.set(argument.name.value, value);
      }
      if (!facts.type) continue;
      const inner = walk(
        nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : [])),
        facts.type,
      );
      if (facts.type.name.endsWith('Connection') && (args.has('first') || args.has('last'))) {
        cost += pageSize(args) * Math.max(1, inner);
      } else {
        cost += (facts.list ? listLength(args) : 1) * ((isRecord(facts.type, schema) ? 1 : 0) + inner);
      }
    }
    return cost;
  };
  const root = schema.getRootType(operation.operation) ?? undefined;
  return { cost: walk([operation.selectionSet], root), largestInput };
}

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) map.set(definition.name.value, definition);
  }
  return map;
}
