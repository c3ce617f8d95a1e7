import type { Resolvers } from '../graphql/resolvers.ts';
import { pageLines } from './cart-lines-page.ts';
import { findCartById } from './cart-mutation.ts';
import type { CartAttribute } from './cart-tables.ts';
import { buildCartView } from './cart-view.ts';

const attributeResolver = (parent: { attributes: CartAttribute[] }, args: { key: string }) =>
  parent.attributes.find((a) => a.key === args.key) ?? null;

export const cartResolvers: Resolvers = {
  QueryRoot: {
    // An unknown, malformed or forged id answers null, as the platform does; never an error.
    cart: async (_parent, { id }, context) => {
      const found = await findCartById(context.db, id);
      if (!found) return null;
      return buildCartView(context.db, found, found.credentials, context.config.publicUrl);
    },
  },
  Cart: {
    lines: (parent, args) => pageLines(parent.lineList, args),
    attribute: attributeResolver,
  },
  CartLine: {
    attribute: attributeResolver,
  },
};
