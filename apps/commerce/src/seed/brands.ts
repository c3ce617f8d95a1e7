/** All brands: coffee roasters first, then equipment makers (brand ids follow this order). */
import type { BrandSeed } from './brand-seed-type.ts';
import { COFFEE_BRAND_SEEDS } from './brands-coffee.ts';
import { EQUIPMENT_BRAND_SEEDS } from './brands-equipment.ts';

export type { BrandSeed } from './brand-seed-type.ts';

export const BRAND_SEEDS: readonly BrandSeed[] = [...COFFEE_BRAND_SEEDS, ...EQUIPMENT_BRAND_SEEDS];
