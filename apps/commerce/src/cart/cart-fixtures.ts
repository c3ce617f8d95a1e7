import { products, productVariants } from '../catalog/catalog-tables.ts';
import type { Database } from '../db/database.ts';
import { importDiscountsAndGiftCards } from '../discounts/import-discounts-and-gift-cards.ts';
import type { GiftCard } from '../seed/catalog-types.ts';
import { DISCOUNT_CODES } from '../seed/discounts.ts';

/** Variants of the test catalogue, by what they are for. */
export const fixtureVariants = {
  /** 12.99 EUR, 50 in stock. */
  espresso: { id: 101, priceCents: 1299, stock: 50 },
  /** 8.99 EUR (was 10.99), only 3 in stock. */
  scarce: { id: 102, priceCents: 899, stock: 3 },
  /** Sold out and not for sale. */
  soldOut: { id: 103, priceCents: 1999, stock: 0 },
  /** Sold out but on backorder. */
  backorder: { id: 104, priceCents: 49900, stock: 0 },
  /** 1.00 EUR, plenty, for the concurrency test. */
  plenty: { id: 105, priceCents: 100, stock: 100_000 },
  /** A 25 EUR gift card (never discounted). */
  giftCard: { id: 201, priceCents: 2500, stock: 9999 },
} as const;

/** Gift cards with known codes: a 25 EUR card, a 150 EUR card, a spent one and an expired one. */
export const fixtureGiftCards: GiftCard[] = [
  {
    id: 1,
    code: 'GIFT25AAAABBBB25',
    lastCharacters: 'BB25',
    initialBalanceCents: 2500,
    balanceCents: 2500,
    currency: 'EUR',
    expiresOn: null,
  },
  {
    id: 2,
    code: 'GIFT150CCCCDD150',
    lastCharacters: 'D150',
    initialBalanceCents: 15000,
    balanceCents: 15000,
    currency: 'EUR',
    expiresOn: '2099-12-31',
  },
  {
    id: 3,
    code: 'SPENTEEEEFFFF000',
    lastCharacters: 'F000',
    initialBalanceCents: 2500,
    balanceCents: 0,
    currency: 'EUR',
    expiresOn: null,
  },
  {
    id: 4,
    code: 'EXPIREDGGGGHH10X',
    lastCharacters: 'H10X',
    initialBalanceCents: 1000,
    balanceCents: 1000,
    currency: 'EUR',
    expiresOn: '2025-12-31',
  },
];

const text = (de: string) => ({ de, en: de, da: de });

function product(id: number, isGiftCard: boolean) {
  const now = '2026-11-01T00:00:00.000Z';
  return {
    id,
    handle: text(`fixture-${id}`),
    title: text(`Fixture ${id}`),
    description: text(''),
    descriptionHtml: text(''),
    seo: {
      de: { title: '', description: '' },
      en: { title: '', description: '' },
      da: { title: '', description: '' },
    },
    productType: text(isGiftCard ? 'Gutschein' : 'Kaffee'),
    vendor: 'Fixture',
    brandId: null,
    category: isGiftCard ? 'gift-card' : 'coffee',
    tags: [],
    isGiftCard,
    publishedAt: now,
    createdAt: now,
    updatedAt: now,
    bestSellingRank: id,
    featuredImageId: null,
    imageIds: [],
    minPriceCents: 0,
    maxPriceCents: 0,
    availableForSale: true,
  };
}

function variant(
  id: number,
  productId: number,
  priceCents: number,
  stock: number,
  extra: Partial<typeof productVariants.$inferInsert> = {},
) {
  return {
    id,
    productId,
    position: id,
    sku: `FIX-${id}`,
    title: text('Default Title'),
    selectedOptions: [],
    priceCents,
    compareAtPriceCents: null,
    unitPrice: null,
    weightGrams: 250,
    stock,
    availableForSale: stock > 0,
    currentlyNotInStock: false,
    imageId: null,
    ...extra,
  };
}

/** A tiny catalogue through the catalogue's own tables, plus the generator's discount codes. */
export async function insertCartFixtures(db: Database): Promise<void> {
  const v = fixtureVariants;
  await db.insert(products).values([product(1, false), product(2, true)]);
  const variants = [
    variant(v.espresso.id, 1, v.espresso.priceCents, v.espresso.stock),
    variant(v.scarce.id, 1, v.scarce.priceCents, v.scarce.stock, { compareAtPriceCents: 1099 }),
    variant(v.soldOut.id, 1, v.soldOut.priceCents, 0),
    variant(v.backorder.id, 1, v.backorder.priceCents, 0, {
      availableForSale: true,
      currentlyNotInStock: true,
    }),
    variant(v.plenty.id, 1, v.plenty.priceCents, v.plenty.stock),
    variant(v.giftCard.id, 2, v.giftCard.priceCents, v.giftCard.stock),
  ];
  await db.insert(productVariants).values(variants);
  await importDiscountsAndGiftCards(db, { discountCodes: [...DISCOUNT_CODES], giftCards: fixtureGiftCards });
}

/** `count` extra in-stock variants with ids from 10,000, for tests of the line limit. */
export async function insertManyVariants(db: Database, count: number): Promise<number[]> {
  const ids = Array.from({ length: count }, (_, i) => 10_000 + i);
  await db.insert(productVariants).values(ids.map((id) => variant(id, 1, 100, 10)));
  return ids;
}
