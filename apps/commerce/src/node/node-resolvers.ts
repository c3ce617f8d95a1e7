import { z } from 'zod';
import { typenameOf } from '../catalog/views.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { userInputError } from '../graphql/user-input-error.ts';
import { loadNode } from './node-service.ts';

const nodeArgs = z.object({ id: z.string() });
const nodesArgs = z.object({ ids: z.array(z.string()) });

const resolveType = { __resolveType: (view: unknown) => typenameOf(view) };

export const nodeResolvers: Resolvers = {
  QueryRoot: {
    node: (_parent, args, context) => loadNode(context, nodeArgs.parse(args).id),
    nodes: (_parent, args, context) => {
      const { ids } = nodesArgs.parse(args);
      if (ids.length > 250) {
        throw userInputError('nodes accepts at most 250 ids.');
      }
      return Promise.all(ids.map((id) => loadNode(context, id)));
    },
  },
  Node: resolveType,
  HasMetafields: resolveType,
  MetafieldReference: resolveType,
  MenuItemResource: resolveType,
};
