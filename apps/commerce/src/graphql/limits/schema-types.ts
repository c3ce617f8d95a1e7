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
  defaults: ReadonlyMap<string, unknown>;
  list: boolean;
};

const empty: FieldFacts = { type: undefined, defaults: new Map(), list: false };

/**
 * Facts per field of a parent type, kept with the type: the cost walk runs on every request, and
 * looking them up again (a map of the defaults each time) was most of its work.
 */
const factsByType = new WeakMap<GraphQLCompositeType, Map<string, FieldFacts>>();

/** What the schema says of a field; nothing when it does not know it (validation reports that). */
export function fieldFacts(node: FieldNode, parent: GraphQLCompositeType | undefined): FieldFacts {
  if (!parent || !('getFields' in parent)) return empty;
  let known = factsByType.get(parent);
  if (!known) {
    known = new Map();
    factsByType.set(parent, known);
  }
  const name = node.name.value;
  const held = known.get(name);
  if (held) return held;
  const def = parent.getFields()[name];
  const facts = def
    ? {
        type: asComposite(namedType(def.type)),
        defaults: new Map(def.args.map((a) => [a.name, a.defaultValue])),
        list: isList(def.type),
      }
    : empty;
  known.set(name, facts);
  return facts;
}

const records = new WeakMap<GraphQLCompositeType, boolean>();

/**
 * Whether a value of this type is a record the server loads on its own (decision 0008): an
 * object type with a non-null `id: ID!` field, or an interface or union any of whose object
 * types is one. Everything else (MoneyV2, Image, connections, edges, payloads) is a value read
 * with its parent.
 */
export function isRecord(type: GraphQLCompositeType, schema: GraphQLSchema): boolean {
  const held = records.get(type);
  if (held !== undefined) return held;
  const objects = 'resolveType' in type ? schema.getPossibleTypes(type) : [type];
  const record = objects.some((object) => String(object.getFields().id?.type) === 'ID!');
  records.set(type, record);
  return record;
}
