import { shareCatalogCache } from '../catalog/catalog-cache.ts';
import type { Database } from '../db/database.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import type { CartUserError, CartWarning } from './cart-errors.ts';
import { unknownCartError } from './cart-errors.ts';
import { type CartCredentials, keyMatches, parseCartGid } from './cart-id.ts';
import { cartSnapshots } from './cart-snapshots.ts';
import { type CartRecord, lockCart } from './cart-store.ts';
import { buildCartView, type CartView } from './cart-view.ts';
import { changeLinesLocked, type LinePlanner, type Outcome } from './line-operations.ts';
import { type CartWithLines, readCartWithLines, saveLinesIfUnchanged } from './line-save.ts';

export type CartPayload = { cart: CartView | null; userErrors: CartUserError[]; warnings: CartWarning[] };

/** Thrown inside the transaction to undo every write of a refused change. */
export class RefusedChange extends Error {
  readonly outcome: Outcome;
  constructor(outcome: Outcome) {
    super('cart change refused');
    this.outcome = outcome;
  }
}

/**
 * Reads a cart with its lines by its client id, in one statement, or undefined for a malformed,
 * unknown or forged id.
 */
export async function findCartById(
  db: Database,
  cartId: string,
): Promise<(CartWithLines & { credentials: CartCredentials }) | undefined> {
  const credentials = parseCartGid(cartId);
  if (!credentials) return undefined;
  const found = await readCartWithLines(db, credentials.token);
  if (!found || !keyMatches(credentials.key, found.cart.keyHash)) return undefined;
  cartSnapshots(db).remember(found);
  return { ...found, credentials };
}

const unknownCart: CartPayload = { cart: null, userErrors: [unknownCartError], warnings: [] };

/**
 * Runs a change of one cart in a transaction that holds the cart's row lock, so concurrent
 * changes of the same cart queue up instead of overwriting each other, and answers the cart as
 * the change left it. A change that reports errors is rolled back entirely (bad input never
 * leaves a half-changed cart) and the cart is answered as it was.
 */
export async function mutateCart(
  context: GraphQLContext,
  cartId: string,
  change: (tx: Database, cart: CartRecord) => Promise<Outcome>,
): Promise<CartPayload> {
  const credentials = parseCartGid(cartId);
  if (!credentials) return unknownCart;
  const { publicUrl } = context.config;
  const snapshots = cartSnapshots(context.db);
  try {
    const { payload, saved } = await context.db.transaction(async (tx) => {
      shareCatalogCache(tx, context.db);
      const cart = await lockCart(tx, credentials.token);
      // A forged key rolls back the lock's timestamp update too.
      if (!cart || !keyMatches(credentials.key, cart.keyHash))
        throw new RefusedChange({ errors: [], warnings: [] });
      const outcome = await change(tx, cart);
      if (outcome.errors.length > 0) throw new RefusedChange(outcome);
      const changed = outcome.cart ?? cart;
      const view = await buildCartView(tx, changed, credentials, publicUrl, new Date(), outcome.lines);
      const payload: CartPayload = { cart: view, userErrors: [], warnings: outcome.warnings };
      return { payload, saved: outcome.lines && { cart: changed, lines: outcome.lines } };
    });
    // Only what committed is remembered; a change that did not report its lines leaves none known.
    if (saved) snapshots.remember(saved);
    else snapshots.forget(credentials.token);
    return payload;
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    if (error.outcome.errors.length === 0) return unknownCart;
    const found = await findCartById(context.db, cartId);
    const view = found
      ? await buildCartView(context.db, found.cart, credentials, publicUrl, new Date(), found.lines)
      : null;
    return { cart: view, userErrors: error.outcome.errors, warnings: [] };
  }
}

/**
 * Changes a cart's lines without taking its lock first (line-save.ts): read, plan, and one write
 * that only lands if nothing changed the cart since the read. The read is skipped when this
 * process remembers the cart (cart-snapshots.ts); a stale snapshot fails the write and the cart
 * is read. When a fresh read loses a race too, the change is planned again in the locked
 * transaction on the lines as they are then, so none is lost.
 */
export async function mutateCartLines(
  context: GraphQLContext,
  cartId: string,
  planner: LinePlanner,
): Promise<CartPayload> {
  const { db, config } = context;
  const credentials = parseCartGid(cartId);
  if (!credentials) return unknownCart;
  const remembered = cartSnapshots(db).get(credentials.token);
  // The snapshot saves the read; if it is stale the write fails and the cart is read afresh.
  const attempts = remembered && keyMatches(credentials.key, remembered.cart.keyHash) ? [remembered] : [];
  const fresh = async () => {
    const read = await findCartById(db, cartId);
    return read && { cart: read.cart, lines: read.lines };
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    const fromSnapshot = attempt < attempts.length;
    const read = fromSnapshot ? attempts[attempt] : await fresh();
    if (!read) return unknownCart;
    const planned = await planner(db, read.lines);
    // A refusal is answered with the cart as the database holds it, so it is planned on that.
    if (planned.errors.length > 0 && fromSnapshot) continue;
    if (planned.errors.length > 0) {
      const view = await buildCartView(db, read.cart, credentials, config.publicUrl, new Date(), read.lines);
      return { cart: view, userErrors: planned.errors, warnings: [] };
    }
    const saved = await saveLinesIfUnchanged(db, read, planned.desired);
    if (saved) {
      cartSnapshots(db).remember(saved);
      const view = await buildCartView(
        db,
        saved.cart,
        credentials,
        config.publicUrl,
        new Date(),
        saved.lines,
      );
      return { cart: view, userErrors: [], warnings: planned.warnings };
    }
    // A read straight from the database lost a race: queue behind the other change instead.
    if (!fromSnapshot) break;
  }
  return mutateCart(context, cartId, (tx, cart) => changeLinesLocked(tx, cart.token, planner));
}
