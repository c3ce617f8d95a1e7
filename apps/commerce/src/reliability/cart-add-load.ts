import { z } from 'zod';
import { parseCartGlobalId } from '../node/global-id.ts';

const endpoint = '/api/2025-01/graphql.json';

const createAnswer = z.object({
  data: z.object({ cartCreate: z.object({ cart: z.object({ id: z.string() }) }) }),
});
const addAnswer = z.object({
  data: z.object({
    cartLinesAdd: z.object({
      cart: z.object({ totalQuantity: z.number() }).nullable(),
      userErrors: z.array(z.unknown()),
      warnings: z.array(z.unknown()),
    }),
  }),
});

const addMutation =
  'mutation Add($c: ID!, $l: [CartLineInput!]!) { cartLinesAdd(cartId: $c, lines: $l) { cart { totalQuantity } userErrors { code } warnings { code } } }';

/** What the load saw: adds sent, adds the service acknowledged (per cart token), and failures. */
export type Ledger = {
  sent: number;
  acknowledged: Map<string, number>;
  failed: number;
};

export function acknowledgedTotal(ledger: Ledger): number {
  return [...ledger.acknowledged.values()].reduce((sum, n) => sum + n, 0);
}

/**
 * Adds one unit to one of several carts at a steady rate, open loop (a slow or dead service does not
 * slow the sending), as shoppers keep arriving; an add counts as acknowledged only when the answer
 * says the cart has it: status 200, the cart, no user errors and no warnings.
 */
export class CartAddLoad {
  readonly ledger: Ledger = { sent: 0, acknowledged: new Map(), failed: 0 };
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private carts: { id: string; token: string }[] = [];

  private readonly url: () => string;
  private readonly token: string;
  private readonly variantGid: string;

  constructor(url: () => string, token: string, variantGid: string) {
    this.url = url;
    this.token = token;
    this.variantGid = variantGid;
  }

  async createCarts(count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      const answer = await this.graphql(
        'mutation { cartCreate(input: {}) { cart { id } userErrors { code } } }',
        {},
      );
      const id = createAnswer.parse(answer).data.cartCreate.cart.id;
      const token = parseCartGlobalId(id)?.token;
      if (!token) throw new Error(`Not a cart id: ${id}`);
      this.carts.push({ id, token });
      this.ledger.acknowledged.set(token, 0);
    }
  }

  start(perSecond: number): void {
    let next = 0;
    this.timer = setInterval(() => {
      const cart = this.carts[next++ % this.carts.length];
      if (!cart) return;
      const add = this.add(cart).finally(() => this.inFlight.delete(add));
      this.inFlight.add(add);
    }, 1000 / perSecond);
  }

  /** Stops sending and waits for every answer (or its failure). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.inFlight]);
  }

  private async add(cart: { id: string; token: string }): Promise<void> {
    this.ledger.sent++;
    try {
      const answer = addAnswer.safeParse(
        await this.graphql(addMutation, { c: cart.id, l: [{ merchandiseId: this.variantGid, quantity: 1 }] }),
      );
      const payload = answer.data?.data.cartLinesAdd;
      if (payload?.cart && payload.userErrors.length === 0 && payload.warnings.length === 0) {
        this.ledger.acknowledged.set(cart.token, (this.ledger.acknowledged.get(cart.token) ?? 0) + 1);
        return;
      }
    } catch {
      // Refused connection, reset, timeout: not acknowledged.
    }
    this.ledger.failed++;
  }

  private async graphql(query: string, variables: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${this.url()}${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': this.token },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }
}

/** Acknowledged adds the database does not have, summed over the carts. */
export function lostWrites(ledger: Ledger, inDatabase: Map<string, number>): number {
  let lost = 0;
  for (const [token, acknowledged] of ledger.acknowledged)
    lost += Math.max(0, acknowledged - (inDatabase.get(token) ?? 0));
  return lost;
}
