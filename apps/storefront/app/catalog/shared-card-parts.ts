import type { CertificationProps, ProductCardProps, UnitPriceProps } from './product-card.ts';

type Money = ProductCardProps['price'];
/** Objects found by a tuple of primitive parts, compared exactly (no string key that could collide). */
type Trie<T> = { next: Map<unknown, Trie<T>>; shared?: T };
const trie = <T>(): Trie<T> => ({ next: new Map() });

/** The first object seen with these parts. */
function sharedBy<T>(root: Trie<T>, parts: readonly unknown[], candidate: T): T {
  let node = root;
  for (const part of parts) {
    let next = node.next.get(part);
    if (!next) {
      next = trie<T>();
      node.next.set(part, next);
    }
    node = next;
  }
  node.shared ??= candidate;
  return node.shared;
}

/**
 * The cards of one list with each repeated part (a price, a unit price, a certification, a list of
 * certifications) made one shared object. React Router's turbo-stream writes an object it has written
 * before as a reference, so a page of 250 cards sends its prices and certification badges once each
 * instead of per card: of the collection page's 4,341 loader-data entries about 890 were such repeats
 * (issue 19). The cards are the adapters' fresh objects; their values stay equal, only shared.
 */
export function shareRepeatedParts(cards: ProductCardProps[]): ProductCardProps[] {
  const money = trie<Money>();
  const unitPrices = trie<UnitPriceProps>();
  const certifications = trie<CertificationProps>();
  const lists = trie<CertificationProps[]>();
  const sharedMoney = (m: Money) => sharedBy(money, [m.amount, m.currencyCode], m);
  for (const card of cards) {
    card.price = sharedMoney(card.price);
    if (card.compareAtPrice) card.compareAtPrice = sharedMoney(card.compareAtPrice);
    const unit: UnitPriceProps | null = card.unitPrice;
    if (unit)
      card.unitPrice = sharedBy(
        unitPrices,
        [unit.amount, unit.currencyCode, unit.referenceValue, unit.referenceUnit],
        unit,
      );
    if (card.certifications.length === 0) continue;
    const list = card.certifications.map((c: CertificationProps) =>
      sharedBy(certifications, [c.handle, c.label, c.image !== null, c.image?.url, c.image?.altText], c),
    );
    card.certifications = sharedBy(lists, list, list);
  }
  return cards;
}
