import type { Database } from '../db/database.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import type { CartUserError, CartWarning } from './cart-errors.ts';
import { unknownCartError } from './cart-errors.ts';
import { type CartCredentials, keyMatches, parseCartGid } from './cart-id.ts';
import { type CartRecord, findCart, lockCart, updateCart } from './cart-store.ts';
import { buildCartView, type CartView } from './cart-view.ts';
import type { Outcome } from './line-operations.ts';

export type CartPayload = { cart: CartView | null; userErrors: CartUserError[]; warnings: CartWarning[] };

/** Thrown inside the transaction to undo every write of a refused change. */
export class RefusedChange extends Error {
  readonly outcome: Outcome;
  constructor(outcome: Outcome) {
    super('cart change refused');
    this.outcome = outcome;
  }
}

/** Reads a cart by its client id, or undefined for a malformed, unknown or forged id. */
export async function findCartById(
  db: Database,
  cartId: string,
): Promise<{ cart: CartRecord; credentials: CartCredentials } | undefined> {
  const credentials = parseCartGid(cartId);
  if (!credentials) return undefined;
  const cart = await findCart(db, credentials.token);
  if (!cart || !keyMatches(credentials.key, cart.keyHash)) return undefined;
  return { cart, credentials };
}

export async function viewPayload(
  context: GraphQLContext,
  credentials: CartCredentials,
  outcome: Outcome,
): Promise<CartPayload> {
  const cart = await findCart(context.db, credentials.token);
  return {
    cart: cart ? await buildCartView(context.db, cart, credentials, context.config.publicUrl) : null,
    userErrors: outcome.errors,
    warnings: outcome.warnings,
  };
}

/**
 * Runs a change of one cart in a transaction that holds the cart's row lock, so concurrent
 * changes of the same cart queue up instead of overwriting each other. A change that reports
 * errors is rolled back entirely: bad input never leaves a half-changed cart.
 */
export async function mutateCart(
  context: GraphQLContext,
  cartId: string,
  change: (tx: Database, cart: CartRecord) => Promise<Outcome>,
): Promise<CartPayload> {
  const credentials = parseCartGid(cartId);
  if (!credentials) return { cart: null, userErrors: [unknownCartError], warnings: [] };
  let outcome: Outcome | null;
  try {
    outcome = await context.db.transaction(async (tx) => {
      const cart = await lockCart(tx, credentials.token);
      if (!cart || !keyMatches(credentials.key, cart.keyHash)) return null;
      const result = await change(tx, cart);
      if (result.errors.length > 0) throw new RefusedChange(result);
      await updateCart(tx, cart.token, {});
      return result;
    });
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    outcome = error.outcome;
  }
  if (!outcome) return { cart: null, userErrors: [unknownCartError], warnings: [] };
  return viewPayload(context, credentials, outcome);
}
