import { createCatalogLoaders } from '../catalog/catalog-loaders.ts';
import type { Database } from '../db/database.ts';
import type { CartInput } from '../graphql/resolver-types.generated.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import { parseCartGlobalId } from '../node/global-id.ts';
import { type CartUserError, type CartWarning, unknownCartError, userError } from './cart-errors.ts';
import { type CartCredentials, hashCartKey, keyMatches, newCartCredentials } from './cart-id.ts';
import { metafieldProblem, setCartMetafields } from './cart-metafields.ts';
import { type CartLineRecord, type CartRecord, insertCart, listLines, lockCart } from './cart-store.ts';
import { type CartView, cartView } from './cart-view.ts';
import { addGiftCards, setDiscountCodes } from './code-operations.ts';
import { mergeAttributes, setBuyerIdentity, setNote } from './detail-operations.ts';
import { addLines, changeLinesLocked, type LinePlanner, type Outcome } from './line-operations.ts';
import { type CartWithLines, readCartWithLines, saveLinesIfUnchanged } from './line-save.ts';

/*
 * The cart service: reads that change nothing, and the changes. A change answers the cart as it
 * saved it; the answer's fields read prices, codes and gift cards only when asked (cart-view.ts).
 */

export type CartPayload = { cart: CartView | null; userErrors: CartUserError[]; warnings: CartWarning[] };

/** A change of the cart row inside its locked transaction; `loaders` read the catalogue there. */
export type CartChange = (
  tx: Database,
  cart: CartRecord,
  loaders: GraphQLContext['loaders'],
) => Promise<Outcome>;

/** Thrown inside the transaction to undo every write of a refused change. */
class RefusedChange extends Error {
  readonly outcome: Outcome;
  constructor(outcome: Outcome) {
    super('cart change refused');
    this.outcome = outcome;
  }
}

const unknownCart: CartPayload = { cart: null, userErrors: [unknownCartError], warnings: [] };

/**
 * A cart with its lines by its client id, in one statement, or undefined for a malformed, unknown
 * or forged id.
 */
export async function readCart(
  db: Database,
  cartId: string,
): Promise<(CartWithLines & { credentials: CartCredentials }) | undefined> {
  const credentials = parseCartGlobalId(cartId);
  if (!credentials) return undefined;
  const found = await readCartWithLines(db, credentials.token);
  if (!found || !keyMatches(credentials.key, found.cart.keyHash)) return undefined;
  return { ...found, credentials };
}

/** The cart as a query shows it, or null for an id that opens none. */
export async function findCart(context: GraphQLContext, cartId: string): Promise<CartView | null> {
  const found = await readCart(context.db, cartId);
  return found ? cartView(context, found, found.credentials) : null;
}

/**
 * Runs a change in a transaction that holds the cart's row lock (or, for a new cart, owns it), so
 * concurrent changes of the same cart queue up instead of overwriting each other. Catalogue reads
 * stay on the transaction's connection, through loaders of its own that share the process's
 * catalogue cache. A change that reports errors is rolled back entirely.
 */
async function inCartTransaction<T>(
  context: GraphQLContext,
  work: (tx: Database, loaders: GraphQLContext['loaders']) => Promise<T>,
): Promise<T> {
  return context.db.transaction((tx) =>
    work(tx, createCatalogLoaders({ db: tx, catalogCache: context.catalogCache })),
  );
}

/**
 * Changes one cart behind its row lock and answers the cart as the change left it. Bad input
 * never leaves a half-changed cart: refused, the cart is answered as it was.
 */
export async function changeCart(
  context: GraphQLContext,
  cartId: string,
  change: CartChange,
): Promise<CartPayload> {
  const credentials = parseCartGlobalId(cartId);
  if (!credentials) return unknownCart;
  try {
    const { saved, warnings } = await inCartTransaction(context, async (tx, loaders) => {
      const cart = await lockCart(tx, credentials.token);
      // A forged key rolls back the lock's timestamp update too.
      if (!cart || !keyMatches(credentials.key, cart.keyHash))
        throw new RefusedChange({ errors: [], warnings: [] });
      const outcome = await change(tx, cart, loaders);
      if (outcome.errors.length > 0) throw new RefusedChange(outcome);
      // Read under the lock, the lines belong to exactly this version of the cart.
      const lines = outcome.lines ?? (await listLines(tx, credentials.token));
      return { saved: { cart: outcome.cart ?? cart, lines }, warnings: outcome.warnings };
    });
    // Only what committed is remembered.
    context.cartSnapshots.remember(saved);
    return { cart: cartView(context, saved, credentials), userErrors: [], warnings };
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    if (error.outcome.errors.length === 0) return unknownCart;
    const found = await readCart(context.db, cartId);
    const view = found ? cartView(context, found, credentials) : null;
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
  const planned = await planner(context.loaders, read.lines);
  if (planned.errors.length > 0) {
    if (fromSnapshot) return undefined;
    return { cart: cartView(context, read, credentials), userErrors: planned.errors, warnings: [] };
  }
  const saved = await saveLinesIfUnchanged(context.db, read, planned.desired);
  if (!saved) return undefined;
  context.cartSnapshots.remember(saved);
  return { cart: cartView(context, saved, credentials), userErrors: [], warnings: planned.warnings };
}

/**
 * Changes a cart's lines without taking its lock first (line-save.ts, decision 0009): plan on
 * the cart as this process last saw it (cart-snapshots.ts) or as read, and one write that only
 * lands if nothing changed the cart since. A stale snapshot costs a fresh read; when a fresh read
 * loses a race too, the change is planned again behind the lock on the lines as they are then,
 * so none is lost.
 */
export async function changeCartLines(
  context: GraphQLContext,
  cartId: string,
  planner: LinePlanner,
): Promise<CartPayload> {
  const credentials = parseCartGlobalId(cartId);
  if (!credentials) return unknownCart;
  const remembered = context.cartSnapshots.get(credentials.token);
  if (remembered && keyMatches(credentials.key, remembered.cart.keyHash)) {
    const answer = await planAndSave(context, credentials, remembered, true, planner);
    if (answer) return answer;
  }
  const read = await readCart(context.db, cartId);
  if (!read) return unknownCart;
  return (
    (await planAndSave(context, credentials, read, false, planner)) ??
    changeCart(context, cartId, (tx, cart, loaders) => changeLinesLocked(tx, loaders, cart.token, planner))
  );
}

/**
 * Creates a cart with everything the input asks for, in one transaction: when any part is
 * refused, no cart is created and the errors are answered with `cart: null`.
 */
/** A new cart's metafields: each checked as `cartMetafieldsSet` checks it. */
function createMetafields(
  tx: Database,
  cart: CartRecord,
  inputs: readonly { key: string; type: string; value: string }[],
) {
  const errors = inputs.flatMap((input, i) => {
    const problem = metafieldProblem(input);
    return problem ? [userError(['metafields', i, ...problem.field], 'INVALID', problem.message)] : [];
  });
  return errors.length > 0 ? Promise.resolve({ errors, warnings: [] }) : setCartMetafields(tx, cart, inputs);
}

export async function createCart(context: GraphQLContext, input: CartInput): Promise<CartPayload> {
  const credentials = newCartCredentials();
  const token = credentials.token;
  const now = new Date();
  const steps: CartChange[] = [
    (tx, _cart, loaders) => changeLinesLocked(tx, loaders, token, addLines(input.lines ?? [], 'lines')),
    (tx, cart) => (input.attributes?.length ? mergeAttributes(tx, cart, input.attributes) : noChange()),
    (tx, cart) => (input.note ? setNote(tx, cart, input.note) : noChange()),
    (tx, cart) => (input.buyerIdentity ? setBuyerIdentity(tx, cart, input.buyerIdentity) : noChange()),
    (tx, cart) =>
      input.discountCodes?.length ? setDiscountCodes(tx, cart, input.discountCodes) : noChange(),
    (tx, cart) =>
      input.giftCardCodes?.length ? addGiftCards(tx, cart, input.giftCardCodes, now) : noChange(),
    (tx, cart) => (input.metafields?.length ? createMetafields(tx, cart, input.metafields) : noChange()),
  ];
  try {
    const created = await inCartTransaction(context, async (tx, loaders) => {
      let cart = await insertCart(tx, { token, keyHash: hashCartKey(credentials.key) });
      // A new cart has no lines until the first step saves some.
      let lines: CartLineRecord[] = [];
      const warnings: Outcome['warnings'] = [];
      for (const step of steps) {
        const outcome = await step(tx, cart, loaders);
        if (outcome.errors.length > 0) throw new RefusedChange(outcome);
        warnings.push(...outcome.warnings);
        cart = outcome.cart ?? cart;
        lines = outcome.lines ?? lines;
      }
      return { saved: { cart, lines }, warnings };
    });
    context.cartSnapshots.remember(created.saved);
    return {
      cart: cartView(context, created.saved, credentials, now),
      userErrors: [],
      warnings: created.warnings,
    };
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    const userErrors = error.outcome.errors.map((e) => ({ ...e, field: ['input', ...e.field] }));
    return { cart: null, userErrors, warnings: [] };
  }
}

async function noChange(): Promise<Outcome> {
  return { errors: [], warnings: [] };
}
