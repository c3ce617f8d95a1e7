import type { AccessoryShape, CupShape, GrinderShape, MachineShape } from '../artwork/artwork-types.ts';
import type { Localized, ProductCategory } from './catalog-types.ts';

export type VariantAxis = 'color' | 'size' | 'set' | 'none';

/** Hand-written reference data for machines, grinders, accessories and cups. */
export interface DeviceSeed {
  key: string;
  category: Exclude<ProductCategory, 'coffee' | 'gift-card'>;
  shape: MachineShape | GrinderShape | AccessoryShape | CupShape;
  /** Product type and the noun used in titles. */
  productType: Localized;
  /** Key of the sub-collection the product belongs to. */
  collectionKey: string;
  /** Share within its category. */
  weight: number;
  priceEuros: readonly [number, number];
  axis: VariantAxis;
  /** Size or set values when axis is size/set (labels and price factors). */
  sizes?: readonly { label: Localized; factor: number }[];
  plug: boolean;
  /** Ships by forwarding agency from this price (euros), if ever. */
  freightFrom?: number;
  weightGrams: number;
  features: readonly Localized[];
}
