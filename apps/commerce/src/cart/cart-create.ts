import type { GraphQLContext } from '../graphql/resolvers.ts';
import type { CartInput } from './cart-args.ts';
import { hashCartKey, newCartCredentials } from './cart-id.ts';
import { type CartPayload, RefusedChange, viewPayload } from './cart-mutation.ts';
import { insertCart, lockCart } from './cart-store.ts';
import { addGiftCards, setDiscountCodes } from './code-operations.ts';
import { mergeAttributes, setBuyerIdentity, setNote } from './detail-operations.ts';
import { addLines, type Outcome } from './line-operations.ts';

/**
 * Creates a cart with everything the input asks for, in one transaction: when any part is
 * refused, no cart is created and the errors are answered with `cart: null`.
 */
export async function createCart(context: GraphQLContext, input: CartInput): Promise<CartPayload> {
  const credentials = newCartCredentials();
  const token = credentials.token;
  try {
    const warnings = await context.db.transaction(async (tx) => {
      await insertCart(tx, { token, keyHash: hashCartKey(credentials.key) });
      const steps: (() => Promise<Outcome>)[] = [
        async () => addLines(tx, token, input.lines ?? [], 'lines'),
        async () => mergeAttributes(tx, await current(), input.attributes ?? []),
        async () => (input.note ? setNote(tx, await current(), input.note) : { errors: [], warnings: [] }),
        async () => setBuyerIdentity(tx, await current(), input.buyerIdentity ?? {}),
        async () => setDiscountCodes(tx, await current(), input.discountCodes ?? []),
        async () => addGiftCards(tx, await current(), input.giftCardCodes ?? [], new Date()),
      ];
      async function current() {
        const cart = await lockCart(tx, token);
        if (!cart) throw new Error('The cart being created vanished');
        return cart;
      }
      const collected: Outcome['warnings'] = [];
      for (const step of steps) {
        const outcome = await step();
        if (outcome.errors.length > 0) throw new RefusedChange(outcome);
        collected.push(...outcome.warnings);
      }
      return collected;
    });
    return viewPayload(context, credentials, { errors: [], warnings });
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    const userErrors = error.outcome.errors.map((e) => ({ ...e, field: ['input', ...e.field] }));
    return { cart: null, userErrors, warnings: [] };
  }
}
