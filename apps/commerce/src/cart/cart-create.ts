import { shareCatalogCache } from '../catalog/catalog-cache.ts';
import type { CartInput } from '../graphql/resolver-types.generated.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import { hashCartKey, newCartCredentials } from './cart-id.ts';
import { type CartPayload, RefusedChange } from './cart-mutation.ts';
import { cartSnapshots } from './cart-snapshots.ts';
import { type CartLineRecord, type CartRecord, insertCart } from './cart-store.ts';
import { buildCartView } from './cart-view.ts';
import { addGiftCards, setDiscountCodes } from './code-operations.ts';
import { mergeAttributes, setBuyerIdentity, setNote } from './detail-operations.ts';
import { addLines, changeLinesLocked, type Outcome } from './line-operations.ts';

/**
 * Creates a cart with everything the input asks for, in one transaction: when any part is
 * refused, no cart is created and the errors are answered with `cart: null`.
 */
export async function createCart(context: GraphQLContext, input: CartInput): Promise<CartPayload> {
  const credentials = newCartCredentials();
  const token = credentials.token;
  const now = new Date();
  const steps: ((tx: GraphQLContext['db'], cart: CartRecord) => Promise<Outcome>)[] = [
    (tx) => changeLinesLocked(tx, token, addLines(input.lines ?? [], 'lines')),
    (tx, cart) => (input.attributes?.length ? mergeAttributes(tx, cart, input.attributes) : noChange()),
    (tx, cart) => (input.note ? setNote(tx, cart, input.note) : noChange()),
    (tx, cart) => (input.buyerIdentity ? setBuyerIdentity(tx, cart, input.buyerIdentity) : noChange()),
    (tx, cart) =>
      input.discountCodes?.length ? setDiscountCodes(tx, cart, input.discountCodes) : noChange(),
    (tx, cart) =>
      input.giftCardCodes?.length ? addGiftCards(tx, cart, input.giftCardCodes, now) : noChange(),
  ];
  try {
    const cart = await context.db.transaction(async (tx) => {
      shareCatalogCache(tx, context.db);
      let current = await insertCart(tx, { token, keyHash: hashCartKey(credentials.key) });
      // A new cart has no lines until the first step saves some.
      let lines: CartLineRecord[] = [];
      const warnings: Outcome['warnings'] = [];
      for (const step of steps) {
        const outcome = await step(tx, current);
        if (outcome.errors.length > 0) throw new RefusedChange(outcome);
        warnings.push(...outcome.warnings);
        current = outcome.cart ?? current;
        lines = outcome.lines ?? lines;
      }
      const view = await buildCartView(
        tx,
        { cart: current, lines },
        credentials,
        context.config.publicUrl,
        now,
      );
      return { view, warnings, snapshot: { cart: current, lines } };
    });
    cartSnapshots(context.db).remember(cart.snapshot);
    return { cart: cart.view, userErrors: [], warnings: cart.warnings };
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    const userErrors = error.outcome.errors.map((e) => ({ ...e, field: ['input', ...e.field] }));
    return { cart: null, userErrors, warnings: [] };
  }
}

async function noChange(): Promise<Outcome> {
  return { errors: [], warnings: [] };
}
