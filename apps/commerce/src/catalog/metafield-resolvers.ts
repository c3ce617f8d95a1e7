import { connectionOf } from '../graphql/connection.ts';
import type {
  HasMetafieldsIdentifier,
  HasMetafieldsMetafieldArgs,
  HasMetafieldsMetafieldsArgs,
  ResolverFn,
} from '../graphql/resolver-types.generated.ts';
import type { GraphQLContext, Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { cartMetafieldGlobalId, toGlobalId } from '../node/global-id.ts';
import { loadNode, referencedIds } from '../node/node-service.ts';
import type { MetafieldRecord } from './metafield-store.ts';
import { isMetafieldReference } from './views.ts';

function pick(records: readonly MetafieldRecord[], wanted: HasMetafieldsIdentifier): MetafieldRecord | null {
  return (
    records.find(
      (r) => r.key === wanted.key && (wanted.namespace == null || r.namespace === wanted.namespace),
    ) ?? null
  );
}

/** `metafield` and `metafields` of a HasMetafields type, given how to load its metafields. */
export function hasMetafieldsResolvers<P>(
  load: (parent: P, context: GraphQLContext) => Promise<MetafieldRecord[] | undefined>,
): {
  metafield: ResolverFn<MetafieldRecord | null, P, GraphQLContext, HasMetafieldsMetafieldArgs>;
  metafields: ResolverFn<(MetafieldRecord | null)[], P, GraphQLContext, HasMetafieldsMetafieldsArgs>;
} {
  return {
    metafield: async (parent, args, context) => pick((await load(parent, context)) ?? [], args),
    metafields: async (parent, args, context) => {
      const records = (await load(parent, context)) ?? [];
      return args.identifiers.map((identifier) => pick(records, identifier));
    },
  };
}

/** Resolves the references in a (list-)reference value, skipping ids that point nowhere. */
export async function loadReferences(context: GraphQLContext, type: string, value: string | null) {
  if (value === null) return [];
  const nodes = await Promise.all(referencedIds(type, value).map((id) => loadNode(context, id)));
  return nodes.filter((node) => node !== null).filter(isMetafieldReference);
}

export const metafieldResolvers: Resolvers = {
  Metafield: {
    id: (m) => (m.cart ? cartMetafieldGlobalId(m.cart, m.id) : toGlobalId('Metafield', m.id)),
    namespace: (m) => m.namespace,
    key: (m) => m.key,
    type: (m) => m.type,
    value: (m, _args, _context, info) => localize(m.value, operationLanguage(info)),
    reference: async (m, _args, context, info) => {
      if (m.type.startsWith('list.')) return null;
      const [node] = await loadReferences(context, m.type, localize(m.value, operationLanguage(info)));
      return node ?? null;
    },
    references: async (m, args, context, info) => {
      if (!m.type.startsWith('list.')) return null;
      const nodes = await loadReferences(context, m.type, localize(m.value, operationLanguage(info)));
      return connectionOf(nodes, args);
    },
  },
};
