import type { BrandKind, Localized, ProductCategory } from './catalog-types.ts';

/** Hand-written reference data for the fictional roasters and equipment makers of the shop. */
export interface BrandSeed {
  key: string;
  name: string;
  kind: BrandKind;
  code: string;
  color: string;
  city: string;
  countryCode: string;
  founded: number;
  /** What the brand is known for, one sentence per language. */
  focus: Localized;
  /** Product categories an equipment brand makes (coffee brands make coffee). */
  makes: ProductCategory[];
  top: boolean;
}

export const coffee = (
  key: string,
  name: string,
  code: string,
  color: string,
  city: string,
  countryCode: string,
  founded: number,
  top: boolean,
  focus: Localized,
): BrandSeed => ({
  key,
  name,
  kind: 'coffee',
  code,
  color,
  city,
  countryCode,
  founded,
  focus,
  makes: ['coffee'],
  top,
});

export const equipment = (
  key: string,
  name: string,
  code: string,
  color: string,
  city: string,
  countryCode: string,
  founded: number,
  top: boolean,
  makes: ProductCategory[],
  focus: Localized,
): BrandSeed => ({
  key,
  name,
  kind: 'equipment',
  code,
  color,
  city,
  countryCode,
  founded,
  focus,
  makes,
  top,
});
