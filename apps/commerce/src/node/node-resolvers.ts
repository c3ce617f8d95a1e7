import type { Resolvers } from '../graphql/resolvers.ts';
import { userInputError } from '../graphql/user-input-error.ts';
import { operationLanguage } from '../i18n/language.ts';
import { loadAnyNode } from './any-node.ts';

export const nodeResolvers: Resolvers = {
  QueryRoot: {
    node: (_parent, args, context, info) => loadAnyNode(context, args.id, operationLanguage(info)),
    nodes: (_parent, args, context, info) => {
      const { ids } = args;
      if (ids.length > 250) {
        throw userInputError('nodes accepts at most 250 ids.');
      }
      return Promise.all(ids.map((id) => loadAnyNode(context, id, operationLanguage(info))));
    },
  },
  // The views node and nodes answer are tagged, but for carts (which carry their credentials) and
  // variants read by the catalogue's loaders; other Node types are resolved by __typename.
  Node: {
    __resolveType: (view) => {
      if ('credentials' in view && 'record' in view) return 'Cart';
      return 'typename' in view ? (view.typename ?? 'ProductVariant') : null;
    },
  },
  HasMetafields: { __resolveType: (view) => view.typename ?? 'ProductVariant' },
  MetafieldReference: { __resolveType: (view) => view.typename ?? 'ProductVariant' },
  MenuItemResource: { __resolveType: (view) => view.typename },
};
