import type { Resolvers } from '../graphql/resolvers.ts';
import { cartMetafieldGlobalId, parseCartGlobalId } from '../node/global-id.ts';
import {
  deleteCartMetafield,
  metafieldProblem,
  metafieldView,
  setCartMetafields,
  splitKey,
} from './cart-metafields.ts';
import { changeCart } from './cart-service.ts';

const invalidOwner = (field: string[]) => ({
  code: 'INVALID_OWNER' as const,
  field,
  message: 'No cart with this id.',
});

/** Cart metafields: set and deleted by clients (Hydrogen's cart handler), read on the cart. */
export const cartMetafieldResolvers: Resolvers = {
  Mutation: {
    cartMetafieldsSet: async (_parent, { metafields }, context) => {
      const problems = metafields.flatMap((input, elementIndex) => {
        const problem = metafieldProblem(input);
        return problem
          ? [{ ...problem, elementIndex, field: ['metafields', String(elementIndex), ...problem.field] }]
          : [];
      });
      if (problems.length > 0) return { metafields: null, userErrors: problems };
      const set = [];
      // Inputs name their cart each; a client sets one cart's metafields, so this is one change.
      for (const ownerId of new Set(metafields.map((m) => m.ownerId))) {
        const inputs = metafields.filter((m) => m.ownerId === ownerId);
        const result = await changeCart(context, ownerId, (tx, cart) => setCartMetafields(tx, cart, inputs));
        const elementIndex = metafields.findIndex((m) => m.ownerId === ownerId);
        if (!result.cart)
          return {
            metafields: null,
            userErrors: [{ ...invalidOwner(['metafields', String(elementIndex), 'ownerId']), elementIndex }],
          };
        if (result.userErrors.length > 0) {
          const message = result.userErrors[0]?.message ?? 'Too many metafields.';
          return {
            metafields: null,
            userErrors: [{ code: 'TOO_LONG' as const, field: ['metafields'], message, elementIndex }],
          };
        }
        const keys = inputs.map((m) => splitKey(m.key));
        const { record, credentials } = result.cart;
        set.push(
          ...record.metafields
            .filter((m) => keys.some((k) => k.namespace === m.namespace && k.key === m.key))
            .map((m) => metafieldView(m, credentials)),
        );
      }
      return { metafields: set, userErrors: [] };
    },
    cartMetafieldDelete: async (_parent, { input }, context) => {
      const wanted = splitKey(input.key);
      let deletedId: string | null = null;
      const result = await changeCart(context, input.ownerId, (tx, cart) => {
        const found = cart.metafields.find((m) => m.namespace === wanted.namespace && m.key === wanted.key);
        const credentials = parseCartGlobalId(input.ownerId);
        if (found && credentials) deletedId = cartMetafieldGlobalId(credentials, found.id);
        return deleteCartMetafield(tx, cart, input.key);
      });
      if (!result.cart) return { deletedId: null, userErrors: [invalidOwner(['input', 'ownerId'])] };
      if (result.userErrors.length > 0) {
        return {
          deletedId: null,
          userErrors: [
            {
              code: 'METAFIELD_DOES_NOT_EXIST' as const,
              field: ['input', 'key'],
              message: 'The cart has no such metafield.',
            },
          ],
        };
      }
      return { deletedId, userErrors: [] };
    },
  },
  Cart: {
    metafield: (cart, { namespace, key }) => {
      const found = cart.record.metafields.find(
        (m) => m.namespace === (namespace ?? 'custom') && m.key === key,
      );
      return found ? metafieldView(found, cart.credentials) : null;
    },
    metafields: (cart, { identifiers }) =>
      identifiers.map(({ namespace, key }) => {
        const found = cart.record.metafields.find(
          (m) => m.namespace === (namespace ?? 'custom') && m.key === key,
        );
        return found ? metafieldView(found, cart.credentials) : null;
      }),
  },
};
