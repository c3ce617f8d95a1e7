import type { Resolvers } from '../graphql/resolvers.ts';
import { userInputError } from '../graphql/user-input-error.ts';
import { loadNode } from './node-service.ts';

export const nodeResolvers: Resolvers = {
  QueryRoot: {
    node: (_parent, args, context) => loadNode(context, args.id),
    nodes: (_parent, args, context) => {
      const { ids } = args;
      if (ids.length > 250) {
        throw userInputError('nodes accepts at most 250 ids.');
      }
      return Promise.all(ids.map((id) => loadNode(context, id)));
    },
  },
  // Only the catalogue's views reach a Node field (node, nodes); others are resolved by __typename.
  // Variants read by the catalogue's loaders carry no tag; every other view does.
  Node: { __resolveType: (view) => ('typename' in view ? (view.typename ?? 'ProductVariant') : null) },
  HasMetafields: { __resolveType: (view) => view.typename ?? 'ProductVariant' },
  MetafieldReference: { __resolveType: (view) => view.typename ?? 'ProductVariant' },
  MenuItemResource: { __resolveType: (view) => view.typename },
};
