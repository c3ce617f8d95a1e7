import { z } from 'zod';
import { toGlobalId } from '../node/global-id.ts';

/**
 * One stock change as storefronts are told of it: `id` is the same on every instance that heard
 * it (the writing transaction and the products), so a storefront asking several instances in turn
 * applies it once; `products` are the products' global ids, or null when the statement touched too
 * many to name (a storefront then treats every product as changed).
 */
export type StockChange = { id: string; products: string[] | null };

/**
 * What `/catalog/version` reports of stock: the changes heard in the last `coversMs`, a span this
 * instance vouches for. A storefront whose previous answer is older than that may have missed a
 * change and treats all stock as changed; so does one that meets an instance just (re)connected.
 */
export type StockFeedAnswer = { coversMs: number; changes: StockChange[] };

const payloadSchema = z.object({ tx: z.string().min(1), products: z.array(z.number().int()).nullable() });

type Heard = { at: number; change: StockChange };

/**
 * The stock changes this instance heard (`stock_changed`, migration 0018) over the last minute, for
 * storefronts that keep product pages until their own product's stock changes (decision 0082).
 * Durations, not times, cross the wire: instances' and storefronts' clocks need not agree.
 */
export class StockFeed {
  readonly #heard: Heard[] = [];
  readonly #windowMs: number;
  readonly #maxChanges: number;
  readonly #now: () => number;
  /** Since when every change was heard and is still held; null while not listening. */
  #coveredFrom: number | null = null;
  #unnamed = 0;

  constructor(options: { windowMs?: number; maxChanges?: number; now?: () => number } = {}) {
    this.#windowMs = options.windowMs ?? 60_000;
    this.#maxChanges = options.maxChanges ?? 2000;
    this.#now = options.now ?? Date.now;
  }

  /** The listener is connected: changes from now on will be heard. */
  listening(): void {
    this.#heard.length = 0;
    this.#coveredFrom = this.#now();
  }

  /** The listener is gone: nothing can be vouched for until it is back. */
  lost(): void {
    this.#heard.length = 0;
    this.#coveredFrom = null;
  }

  /** A `stock_changed` notification's payload; one that cannot be read stands for every product. */
  heard(payload: string): void {
    if (this.#coveredFrom === null) return;
    this.#heard.push({ at: this.#now(), change: changeOf(payload, () => `unnamed-${++this.#unnamed}`) });
    this.#forgetOld();
  }

  answer(): StockFeedAnswer {
    this.#forgetOld();
    if (this.#coveredFrom === null) return { coversMs: 0, changes: [] };
    return {
      coversMs: Math.max(0, this.#now() - this.#coveredFrom),
      changes: this.#heard.map((heard) => heard.change),
    };
  }

  #forgetOld(): void {
    if (this.#coveredFrom === null) return;
    const windowStart = this.#now() - this.#windowMs;
    let drop = 0;
    while (drop < this.#heard.length && (this.#heard[drop]?.at ?? 0) < windowStart) drop += 1;
    // Too many to hold (a stock import of thousands of statements): the oldest go, and with them
    // the claim to cover their time.
    drop = Math.max(drop, this.#heard.length - this.#maxChanges);
    const lastDropped = this.#heard[drop - 1];
    if (lastDropped) this.#coveredFrom = Math.max(this.#coveredFrom, lastDropped.at + 1);
    this.#heard.splice(0, drop);
    this.#coveredFrom = Math.max(this.#coveredFrom, windowStart);
  }
}

function changeOf(payload: string, unnamedId: () => string): StockChange {
  let parsed: z.infer<typeof payloadSchema> | null = null;
  try {
    const result = payloadSchema.safeParse(JSON.parse(payload));
    if (result.success) parsed = result.data;
  } catch {
    // Not JSON: a trigger older than migration 0018, or someone's manual NOTIFY.
  }
  if (!parsed) return { id: unnamedId(), products: null };
  const products = parsed.products?.map((id) => toGlobalId('Product', id)) ?? null;
  return { id: `${parsed.tx}:${products?.join(',') ?? '*'}`, products };
}
