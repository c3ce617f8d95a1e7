import { type CartLineView, type CartView, toCents, withTotals } from './cart-view.ts';

/** What an add-to-cart form knows about its product, so the minicart can show the line at once. */
export type AddToCartItem = {
  productId: string;
  handle: string;
  title: string;
  vendor: string;
  /** The variant's meaningful title, or null for a product's only variant. */
  variantTitle: string | null;
  price: { amount: string; currencyCode: string };
  image: { url: string; altText: string | null } | null;
  productType?: string;
  tags?: string[];
  isGiftCard?: boolean;
};

/** A change the browser has asked for and the server has not yet answered. */
export type PendingChange =
  | { action: 'LinesAdd'; merchandiseId: string; quantity: number; item?: AddToCartItem }
  | { action: 'LinesUpdate'; lineId: string; quantity: number }
  | { action: 'LinesRemove'; lineId: string }
  /** Codes, gift cards and input the server will refuse: nothing to show before the answer. */
  | { action: 'Other' };

/** Reads a submitted cart form as a pending change (the server checks it again). */
export function pendingFromForm(form: FormData, item?: AddToCartItem): PendingChange {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const quantity = Number.parseInt(text('quantity'), 10);
  switch (text('cartAction')) {
    case 'LinesAdd':
      if (!(quantity >= 1)) return { action: 'Other' };
      return {
        action: 'LinesAdd',
        merchandiseId: text('merchandiseId'),
        quantity,
        ...(item ? { item } : {}),
      };
    case 'LinesUpdate':
      if (!(quantity >= 0)) return { action: 'Other' };
      return { action: 'LinesUpdate', lineId: text('lineId'), quantity };
    case 'LinesRemove':
      return { action: 'LinesRemove', lineId: text('lineId') };
    default:
      return { action: 'Other' };
  }
}

function withQuantity(line: CartLineView, quantity: number): CartLineView {
  // Discounts scale with the line until the server answers with the exact split.
  const perItemTotal = line.quantity > 0 ? line.totalCents / line.quantity : line.unitPriceCents;
  return {
    ...line,
    quantity,
    subtotalCents: line.unitPriceCents * quantity,
    totalCents: Math.round(perItemTotal * quantity),
  };
}

function draftLine(
  change: Extract<PendingChange, { action: 'LinesAdd' }>,
  item: AddToCartItem,
): CartLineView {
  const unit = toCents(item.price.amount);
  return {
    id: `pending:${change.merchandiseId}`,
    merchandiseId: change.merchandiseId,
    productId: item.productId,
    handle: item.handle,
    title: item.title,
    variantTitle: item.variantTitle,
    vendor: item.vendor,
    productType: item.productType ?? '',
    sku: null,
    image: item.image,
    quantity: change.quantity,
    unitPriceCents: unit,
    compareAtUnitPriceCents: null,
    subtotalCents: unit * change.quantity,
    totalCents: unit * change.quantity,
    discounts: [],
    tags: item.tags ?? [],
    isGiftCard: item.isGiftCard ?? false,
  };
}

const emptyCart = (currencyCode: string): Omit<CartView, 'lines'> =>
  withTotals({
    id: '',
    checkoutUrl: '',
    currencyCode,
    lines: [],
    cartDiscounts: [],
    discountCodes: [],
    giftCards: [],
  });

/**
 * The cart as it will be once the pending changes land: the server's cart with them applied in
 * order. `extraQuantity` counts added items the browser cannot draw as a line (an add of a
 * product the cart does not hold yet, from a form without item details), so the badge still counts them.
 */
export function applyPending(
  base: CartView | null,
  pending: readonly PendingChange[],
): { cart: CartView | null; totalQuantity: number } {
  if (pending.length === 0) return { cart: base, totalQuantity: base?.totalQuantity ?? 0 };
  let lines = base ? [...base.lines] : [];
  let extraQuantity = 0;
  let currencyCode = base?.currencyCode ?? 'EUR';
  for (const change of pending) {
    if (change.action === 'LinesAdd') {
      const at = lines.findIndex((line) => line.merchandiseId === change.merchandiseId);
      const line = lines[at];
      if (line) lines[at] = withQuantity(line, line.quantity + change.quantity);
      else if (change.item) {
        lines.push(draftLine(change, change.item));
        currencyCode = base?.currencyCode ?? change.item.price.currencyCode;
      } else extraQuantity += change.quantity;
    } else if (change.action === 'LinesUpdate') {
      lines = lines.flatMap((line) =>
        line.id !== change.lineId
          ? [line]
          : change.quantity === 0
            ? []
            : [withQuantity(line, change.quantity)],
      );
    } else if (change.action === 'LinesRemove') {
      lines = lines.filter((line) => line.id !== change.lineId);
    }
  }
  const start = base ?? { ...emptyCart(currencyCode), lines: [] };
  const cart =
    base || lines.length > 0
      ? withTotals({
          id: start.id,
          checkoutUrl: start.checkoutUrl,
          currencyCode,
          lines,
          cartDiscounts: start.cartDiscounts,
          discountCodes: start.discountCodes,
          giftCards: start.giftCards,
        })
      : null;
  return { cart, totalQuantity: (cart?.totalQuantity ?? 0) + extraQuantity };
}
