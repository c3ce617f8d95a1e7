import type {
  FieldNode,
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLNamedType,
  GraphQLSchema,
  GraphQLType,
  SelectionSetNode,
} from 'graphql';
import { Kind } from 'graphql';

export type FieldVisit = { node: FieldNode; parentType: GraphQLCompositeType | undefined };

// Duck typing instead of graphql's `isCompositeType`/`getNamedType`: those use `instanceof`,
// which fails when the schema was built by another copy of graphql (ESM and CJS in tests).
function asComposite(type: GraphQLNamedType | undefined | null): GraphQLCompositeType | undefined {
  if (!type) return undefined;
  if ('getInterfaces' in type || 'getTypes' in type) return type;
  return undefined;
}

function namedType(type: GraphQLType): GraphQLNamedType {
  let current: GraphQLType = type;
  while ('ofType' in current) current = current.ofType;
  return current;
}

/**
 * The fields directly selected in a selection set, with fragments and inline fragments
 * flattened and each field's parent type (undefined when the schema does not know it; other
 * validation rules report that). A fragment already being expanded is skipped, so a cycle
 * (which NoFragmentCyclesRule reports) cannot loop here.
 */
export function directFields(
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType | undefined,
  schema: GraphQLSchema,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  expanding: ReadonlySet<string> = new Set(),
): FieldVisit[] {
  const result: FieldVisit[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      result.push({ node: selection, parentType });
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? asComposite(schema.getType(selection.typeCondition.name.value))
        : parentType;
      result.push(...directFields(selection.selectionSet, type, schema, fragments, expanding));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || expanding.has(name)) continue;
      const type = asComposite(schema.getType(fragment.typeCondition.name.value));
      result.push(
        ...directFields(fragment.selectionSet, type, schema, fragments, new Set([...expanding, name])),
      );
    }
  }
  return result;
}

function isList(type: GraphQLType): boolean {
  let current: GraphQLType = type;
  while ('ofType' in current) {
    if (Object.prototype.toString.call(current) === '[object GraphQLList]') return true;
    current = current.ofType;
  }
  return false;
}

/** The composite type a field returns, if any, its argument defaults, and whether it is a list. */
export function fieldType(visit: FieldVisit): {
  type: GraphQLCompositeType | undefined;
  args: Map<string, unknown>;
  list: boolean;
} {
  const parent = visit.parentType;
  const empty = { type: undefined, args: new Map<string, unknown>(), list: false };
  if (!parent || !('getFields' in parent)) return empty;
  const def = parent.getFields()[visit.node.name.value];
  if (!def) return empty;
  return {
    type: asComposite(namedType(def.type)),
    args: new Map(def.args.map((a) => [a.name, a.defaultValue])),
    list: isList(def.type),
  };
}
