import { pushToDataLayer } from '../analytics/data-layer.ts';
import type { CartLineView, CartView } from './cart-view.ts';

/** A GA4 e-commerce item of a cart line (spec section 7's data layer). */
function item(line: CartLineView, quantity: number) {
  return {
    item_id: line.sku || line.merchandiseId,
    item_name: line.title,
    item_brand: line.vendor,
    ...(line.variantTitle ? { item_variant: line.variantTitle } : {}),
    ...(line.productType ? { item_category: line.productType } : {}),
    price: line.unitPriceCents / 100,
    quantity,
  };
}

type Event = 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout';

/** Pushes one GA4 e-commerce event for the given lines and quantities. */
export function pushCartEvent(
  event: Event,
  currency: string,
  lines: { line: CartLineView; quantity: number }[],
) {
  if (lines.length === 0) return;
  const value = lines.reduce((sum, { line, quantity }) => sum + line.unitPriceCents * quantity, 0) / 100;
  pushToDataLayer({
    event,
    ecommerce: { currency, value, items: lines.map(({ line, quantity }) => item(line, quantity)) },
  });
}

/** The whole cart, for view_cart and begin_checkout. */
export function pushCartViewEvent(event: 'view_cart' | 'begin_checkout', cart: CartView) {
  pushCartEvent(
    event,
    cart.currencyCode,
    cart.lines.map((line) => ({ line, quantity: line.quantity })),
  );
}

/**
 * The add and remove events a confirmed change made: each line whose quantity the server changed,
 * compared with the cart as it was when the change was sent.
 */
export function pushChangeEvents(before: CartView | null, after: CartView | null) {
  const currency = after?.currencyCode ?? before?.currencyCode ?? 'EUR';
  const was = new Map((before?.lines ?? []).map((line) => [line.merchandiseId, line]));
  const is = new Map((after?.lines ?? []).map((line) => [line.merchandiseId, line]));
  const added: { line: CartLineView; quantity: number }[] = [];
  const removed: { line: CartLineView; quantity: number }[] = [];
  for (const [id, line] of is) {
    const diff = line.quantity - (was.get(id)?.quantity ?? 0);
    if (diff > 0) added.push({ line, quantity: diff });
    if (diff < 0) removed.push({ line, quantity: -diff });
  }
  for (const [id, line] of was) if (!is.has(id)) removed.push({ line, quantity: line.quantity });
  pushCartEvent('add_to_cart', currency, added);
  pushCartEvent('remove_from_cart', currency, removed);
}
