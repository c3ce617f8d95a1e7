import { z } from 'zod';
import type { Resolvers } from '../graphql/resolvers.ts';
import { cartQueryArgs, linesPageArgs } from './cart-args.ts';
import { pageLines } from './cart-lines-page.ts';
import { findCartById } from './cart-mutation.ts';
import type { CartAttribute } from './cart-tables.ts';
import { buildCartView, type CartLineView } from './cart-view.ts';

const keyArgs = z.object({ key: z.string() });

/** Parents are our own views (built in cart-view.ts); these guards only narrow `unknown`. */
function listField<T>(parent: unknown, name: 'lineList' | 'attributes'): T[] {
  if (typeof parent !== 'object' || parent === null || !(name in parent)) return [];
  const value: unknown = Reflect.get(parent, name);
  return Array.isArray(value) ? value : [];
}

const attributeResolver = (parent: unknown, args: Record<string, unknown>) => {
  const { key } = keyArgs.parse(args);
  return listField<CartAttribute>(parent, 'attributes').find((a) => a.key === key) ?? null;
};

export const cartResolvers: Resolvers = {
  QueryRoot: {
    // An unknown, malformed or forged id answers null, as the platform does; never an error.
    cart: async (_parent, args, context) => {
      const { id } = cartQueryArgs.parse(args);
      const found = await findCartById(context.db, id);
      if (!found) return null;
      return buildCartView(context.db, found, found.credentials, context.config.publicUrl);
    },
  },
  Cart: {
    lines: (parent, args) =>
      pageLines(listField<CartLineView>(parent, 'lineList'), linesPageArgs.parse(args)),
    attribute: attributeResolver,
  },
  CartLine: {
    attribute: attributeResolver,
  },
};
