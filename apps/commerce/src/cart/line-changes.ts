import { toGlobalId } from '../node/global-id.ts';
import {
  type CartUserError,
  type CartWarning,
  cartLimits,
  unknownMerchandiseError,
  userError,
} from './cart-errors.ts';
import type { CartLineRecord, DesiredLine } from './cart-store.ts';
import type { CartAttribute } from './cart-tables.ts';
import { type Merchandise, orderableQuantity } from './merchandise.ts';

/** The cart's lines by variant, as a mutation wants them to be; `touched` lines are checked against stock. */
export type LinePlan = { lines: Map<number, DesiredLine>; touched: Set<number> };

export function planFrom(current: readonly CartLineRecord[]): LinePlan {
  const lines = new Map(
    current.map((l) => [
      l.variantId,
      { variantId: l.variantId, quantity: l.quantity, attributes: l.attributes },
    ]),
  );
  return { lines, touched: new Set() };
}

export function setLine(
  plan: LinePlan,
  variantId: number,
  quantity: number,
  attributes: CartAttribute[],
): void {
  plan.lines.set(variantId, { variantId, quantity, attributes });
  plan.touched.add(variantId);
}

/**
 * Checks the planned lines against the catalogue: unknown variants and too many lines are
 * errors (nothing is saved); more than the stock is reduced to the stock with a warning, and
 * sold-out merchandise is left out with a warning. Quantity 0 removes the line.
 */
export function settlePlan(
  plan: LinePlan,
  merchandise: ReadonlyMap<number, Merchandise>,
): { lines: DesiredLine[]; errors: CartUserError[]; warnings: CartWarning[] } {
  const errors: CartUserError[] = [];
  const warnings: CartWarning[] = [];
  const lines: DesiredLine[] = [];
  for (const line of plan.lines.values()) {
    if (line.quantity === 0) continue;
    const target = toGlobalId('ProductVariant', line.variantId);
    const item = merchandise.get(line.variantId);
    if (!plan.touched.has(line.variantId)) {
      lines.push(line);
      continue;
    }
    if (!item) {
      errors.push(unknownMerchandiseError(['lines'], target));
      continue;
    }
    const orderable = orderableQuantity(item);
    if (orderable === 0) {
      warnings.push({
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: 'The merchandise is out of stock.',
        target,
      });
      continue;
    }
    if (line.quantity > cartLimits.maxLineQuantity && orderable > cartLimits.maxLineQuantity) {
      errors.push(
        userError(['lines'], 'MAXIMUM_EXCEEDED', `A line holds at most ${cartLimits.maxLineQuantity} items.`),
      );
      continue;
    }
    if (line.quantity > orderable) {
      warnings.push({
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `Only ${orderable} items were added to the cart due to availability.`,
        target,
      });
      lines.push({ ...line, quantity: orderable });
      continue;
    }
    lines.push(line);
  }
  if (lines.length > cartLimits.maxLinesPerCart) {
    errors.push(
      userError(['lines'], 'MAXIMUM_EXCEEDED', `A cart holds at most ${cartLimits.maxLinesPerCart} lines.`),
    );
  }
  return { lines, errors, warnings };
}
