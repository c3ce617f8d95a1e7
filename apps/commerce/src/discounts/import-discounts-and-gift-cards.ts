import type { Database } from '../db/database.ts';
import { hashGiftCardCode } from '../gift-cards/gift-card-code.ts';
import { giftCards } from '../gift-cards/gift-card-tables.ts';
import type { Catalog } from '../seed/catalog-types.ts';
import { normalizeDiscountCode } from './discount-rules.ts';
import { discountCodes } from './discount-tables.ts';

/**
 * Imports the generated catalogue's discount codes and gift cards. Idempotent: rows already
 * present (same id) are left alone, so a restart never resets a spent gift-card balance.
 */
export async function importDiscountsAndGiftCards(
  db: Database,
  catalog: Pick<Catalog, 'discountCodes' | 'giftCards'>,
): Promise<{ discountCodes: number; giftCards: number }> {
  const discountRows = catalog.discountCodes.map((d) => ({
    id: d.id,
    code: normalizeDiscountCode(d.code),
    kind: d.kind,
    value: d.value,
    minimumSubtotalCents: d.minimumSubtotalCents,
    startsAt: new Date(d.startsAt),
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    oncePerCustomer: d.oncePerCustomer,
    title: d.title,
  }));
  const cardRows = catalog.giftCards.map((g) => ({
    id: g.id,
    codeHash: hashGiftCardCode(g.code),
    lastCharacters: g.lastCharacters,
    initialBalanceCents: g.initialBalanceCents,
    balanceCents: g.balanceCents,
    currency: g.currency,
    expiresOn: g.expiresOn,
  }));
  const insertedDiscounts =
    discountRows.length === 0
      ? []
      : await db
          .insert(discountCodes)
          .values(discountRows)
          .onConflictDoNothing()
          .returning({ id: discountCodes.id });
  const insertedCards =
    cardRows.length === 0
      ? []
      : await db.insert(giftCards).values(cardRows).onConflictDoNothing().returning({ id: giftCards.id });
  return { discountCodes: insertedDiscounts.length, giftCards: insertedCards.length };
}
