import { toGlobalId } from '../node/global-id.ts';
import type { TestServer } from '../testing/test-server.ts';
import { cartOperations } from './cart-operations.ts';

type Money = { amount: string; currencyCode?: string };
export type CartLineJson = {
  id: string;
  quantity: number;
  attributes: { key: string; value: string }[];
  cost: {
    totalAmount: Money;
    subtotalAmount: Money;
    amountPerQuantity: Money;
    compareAtAmountPerQuantity: Money | null;
  };
  discountAllocations: { discountedAmount: Money }[];
  merchandise: { __typename: string; id?: string };
};
export type CartJson = {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  note: string | null;
  attributes: { key: string; value: string }[];
  buyerIdentity: { email: string | null; countryCode: string | null; customer: null | { id: string } };
  cost: { subtotalAmount: Money; totalAmount: Money; checkoutChargeAmount: Money };
  discountCodes: { code: string; applicable: boolean }[];
  discountAllocations: { discountedAmount: Money; code?: string }[];
  appliedGiftCards: {
    id: string;
    lastCharacters: string;
    amountUsed: Money;
    presentmentAmountUsed: Money;
    balance: Money;
  }[];
  lines: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: CartLineJson }[] };
};
export type Payload = {
  cart: CartJson | null;
  userErrors: { field: string[] | null; message: string; code: string | null }[];
  warnings: { code: string; message: string; target: string }[];
};
export type GraphQLResponse<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

export const variantGid = (id: number) => toGlobalId('ProductVariant', id);
export const linesOf = (cart: CartJson | null) => (cart?.lines.edges ?? []).map((edge) => edge.node);

/** Sends the storefront's cart operations over HTTP and returns the mutation payloads. */
export function cartClient(server: TestServer) {
  async function run<T>(query: string, variables: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    const response = await server.graphql(query, variables);
    if (response.status >= 500) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    return response.json();
  }
  async function mutate(name: string, query: string, variables: Record<string, unknown>): Promise<Payload> {
    const body = await run<Record<string, Payload>>(query, variables);
    const payload = body.data?.[name];
    if (!payload) throw new Error(`No ${name} payload: ${JSON.stringify(body.errors)}`);
    return payload;
  }
  return {
    run,
    get: async (cartId: string) =>
      (await run<{ cart: CartJson | null }>(cartOperations.get, { cartId })).data?.cart ?? null,
    create: (input: Record<string, unknown> = {}) => mutate('cartCreate', cartOperations.create, { input }),
    add: (cartId: string, lines: Record<string, unknown>[]) =>
      mutate('cartLinesAdd', cartOperations.linesAdd, { cartId, lines }),
    update: (cartId: string, lines: Record<string, unknown>[]) =>
      mutate('cartLinesUpdate', cartOperations.linesUpdate, { cartId, lines }),
    remove: (cartId: string, lineIds: string[]) =>
      mutate('cartLinesRemove', cartOperations.linesRemove, { cartId, lineIds }),
    discountCodes: (cartId: string, discountCodes: string[]) =>
      mutate('cartDiscountCodesUpdate', cartOperations.discountCodes, { cartId, discountCodes }),
    giftCards: (cartId: string, giftCardCodes: string[]) =>
      mutate('cartGiftCardCodesUpdate', cartOperations.giftCards, { cartId, giftCardCodes }),
    giftCardsRemove: (cartId: string, appliedGiftCardIds: string[]) =>
      mutate('cartGiftCardCodesRemove', cartOperations.giftCardsRemove, { cartId, appliedGiftCardIds }),
    note: (cartId: string, note: string) => mutate('cartNoteUpdate', cartOperations.note, { cartId, note }),
    attributes: (cartId: string, attributes: { key: string; value: string }[]) =>
      mutate('cartAttributesUpdate', cartOperations.attributes, { cartId, attributes }),
    buyerIdentity: (cartId: string, buyerIdentity: Record<string, unknown>) =>
      mutate('cartBuyerIdentityUpdate', cartOperations.buyerIdentity, { cartId, buyerIdentity }),
  };
}
