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
  try {
    const { payload, saved } = await context.db.transaction(async (tx) => {
      shareCatalogCache(tx, context.db);
      const cart = await lockCart(tx, credentials.token);
      // A forged key rolls back the lock's timestamp update too.
      if (!cart || !keyMatches(credentials.key, cart.keyHash))
        throw new RefusedChange({ errors: [], warnings: [] });
      const outcome = await change(tx, cart);
      if (outcome.errors.length > 0) throw new RefusedChange(outcome);
      const saved = { cart: outcome.cart ?? cart, lines: outcome.lines };
      const view = await buildCartView(tx, saved, credentials, publicUrl);
      return { payload: { cart: view, userErrors: [], warnings: outcome.warnings }, saved };
    });
    // Only what committed is remembered; a change that did not report its lines leaves none known.
    const snapshots = cartSnapshots(context.db);
    if (saved.lines) snapshots.remember({ cart: saved.cart, lines: saved.lines });
    else snapshots.forget(credentials.token);
    return payload;
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    if (error.outcome.errors.length === 0) return unknownCart;
    const found = await findCartById(context.db, cartId);
    const view = found ? await buildCartView(context.db, found, credentials, publicUrl) : null;
    return { cart: view, userErrors: error.outcome.errors, warnings: [] };
  }
}

/**
 * Plans a line change on the cart as read and writes it if the cart is still at that version.
 * Undefined when it must be tried on a fresher cart: the write found the cart changed, or the
 * plan was refused on a snapshot (a refusal answers the cart as the database holds it).
 */
async function planAndSave(
  context: GraphQLContext,
  credentials: CartCredentials,
  read: CartWithLines,
  fromSnapshot: boolean,
  planner: LinePlanner,
): Promise<CartPayload | undefined> {
  const { db, config } = context;
  const planned = await planner(db, read.lines);
  if (planned.errors.length > 0) {
    if (fromSnapshot) return undefined;
    const view = await buildCartView(db, read, credentials, config.publicUrl);
    return { cart: view, userErrors: planned.errors, warnings: [] };
  }
  const saved = await saveLinesIfUnchanged(db, read, planned.desired);
  if (!saved) return undefined;
  cartSnapshots(db).remember(saved);
  const view = await buildCartView(db, saved, credentials, config.publicUrl);
  return { cart: view, userErrors: [], warnings: planned.warnings };
}

/**
 * Changes a cart's lines without taking its lock first (line-save.ts): plan on the cart as this
 * process last saw it (cart-snapshots.ts) or as read, and one write that only lands if nothing
 * changed the cart since. A stale snapshot costs a fresh read; when a fresh read loses a race
 * too, the change is planned again in the locked transaction on the lines as they are then, so
 * none is lost.
 */
export async function mutateCartLines(
  context: GraphQLContext,
  cartId: string,
  planner: LinePlanner,
): Promise<CartPayload> {
  const credentials = parseCartGid(cartId);
  if (!credentials) return unknownCart;
  const remembered = cartSnapshots(context.db).get(credentials.token);
  if (remembered && keyMatches(credentials.key, remembered.cart.keyHash)) {
    const answer = await planAndSave(context, credentials, remembered, true, planner);
    if (answer) return answer;
  }
  const read = await findCartById(context.db, cartId);
  if (!read) return unknownCart;
  return (
    (await planAndSave(context, credentials, read, false, planner)) ??
    mutateCart(context, cartId, (tx, cart) => changeLinesLocked(tx, cart.token, planner))
  );
}
