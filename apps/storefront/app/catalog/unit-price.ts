import { formatMoney, numberFormat } from '../i18n/format-money.ts';
import type { UnitPriceProps } from './product-card.ts';

/** The platform's unit codes as written after a number (SI symbols read the same in de, en and da). */
const unitSymbols: Record<string, string> = {
  MG: 'mg',
  G: 'g',
  KG: 'kg',
  ML: 'ml',
  CL: 'cl',
  L: 'l',
  M3: 'm³',
  MM: 'mm',
  CM: 'cm',
  M: 'm',
  M2: 'm²',
};

/** "39,60 € / 1 kg" (de-DE), "€39.60 / 1 kg" (en-GB): the unit price with its reference quantity. */
export function formatUnitPrice(unitPrice: UnitPriceProps, locale: string): string {
  const unit = unitSymbols[unitPrice.referenceUnit] ?? unitPrice.referenceUnit.toLowerCase();
  const quantity = numberFormat(locale, 'plain', {}).format(unitPrice.referenceValue);
  return `${formatMoney(unitPrice, locale)} / ${quantity} ${unit}`;
}
