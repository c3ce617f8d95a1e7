import type { FieldNode, GraphQLCompositeType, GraphQLNamedType, GraphQLSchema, GraphQLType } from 'graphql';

// Duck typing instead of graphql's `isCompositeType`/`getNamedType`: those use `instanceof`,
// which fails when the schema was built by another copy of graphql (ESM and CJS in tests).
export function asComposite(type: GraphQLNamedType | undefined | null): GraphQLCompositeType | undefined {
  if (!type) return undefined;
  if ('getInterfaces' in type || 'getTypes' in type) return type;
  return undefined;
}

function namedType(type: GraphQLType): GraphQLNamedType {
  let current: GraphQLType = type;
  while ('ofType' in current) current = current.ofType;
  return current;
}

function isList(type: GraphQLType): boolean {
  let current: GraphQLType = type;
  while ('ofType' in current) {
    if (Object.prototype.toString.call(current) === '[object GraphQLList]') return true;
    current = current.ofType;
  }
  return false;
}

export type FieldFacts = {
  /** The composite type the field returns, if any. */
  type: GraphQLCompositeType | undefined;
  /** Its arguments' defaults from the schema. */
  defaults: Map<string, unknown>;
  list: boolean;
};

/** What the schema says of a field; nothing when it does not know it (validation reports that). */
export function fieldFacts(node: FieldNode, parent: GraphQLCompositeType | undefined): FieldFacts {
  const empty = { type: undefined, defaults: new Map<string, unknown>(), list: false };
  if (!parent || !('getFields' in parent)) return empty;
  const def = parent.getFields()[node.name.value];
  if (!def) return empty;
  return {
    type: asComposite(namedType(def.type)),
    defaults: new Map(def.args.map((a) => [a.name, a.defaultValue])),
    list: isList(def.type),
  };
}

/**
 * Whether a value of this type is a record the server loads on its own (decision 0008): an
 * object type with a non-null `id: ID!` field, or an interface or union any of whose object
 * types is one. Everything else (MoneyV2, Image, connections, edges, payloads) is a value read
 * with its parent.
 */
export function isRecord(type: GraphQLCompositeType, schema: GraphQLSchema): boolean {
  const objects = 'resolveType' in type ? schema.getPossibleTypes(type) : [type];
  return objects.some((object) => String(object.getFields().id?.type) === 'ID!');
}
