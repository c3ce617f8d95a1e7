import { setBounded } from '../shared/bounded-map.ts';
import type { CartWithLines } from './line-save.ts';

/** Carts remembered per process; a visitor's next change is usually seconds after the last. */
const maxCarts = 10_000;

/**
 * The last state this process read or wrote of each recent cart, so a line change can be planned
 * without reading the cart first: the write (`cart_save_lines`) only lands if the cart is still
 * at the snapshot's version, and every write of a cart raises its version (cart-store.ts,
 * migration 0005). A snapshot another instance or change made stale costs a failed write and a
 * fresh read, never a wrong cart. Queries never answer from here: they read the database.
 */
export class CartSnapshots {
  private readonly carts = new Map<string, CartWithLines>();

  get(token: string): CartWithLines | undefined {
    return this.carts.get(token);
  }

  remember(snapshot: CartWithLines): void {
    const { token, version } = snapshot.cart;
    const held = this.carts.get(token);
    // A slower read must not replace what a later write left.
    if (held && held.cart.version > version) return;
    setBounded(this.carts, token, snapshot, maxCarts);
  }

  forget(token: string): void {
    this.carts.delete(token);
  }
}
