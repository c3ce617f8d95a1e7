import { BRAND_SEEDS } from './brands.ts';
import type { CatalogContext } from './catalog-context.ts';
import type { Brand } from './catalog-types.ts';
import { localized } from './text.ts';

/** "X is a roastery from Y, founded in Z." per kind and language. */
const PORTRAIT = {
  coffee: {
    de: (name: string, city: string, year: number) =>
      `${name} ist eine Rösterei aus ${city}, gegründet ${year}.`,
    en: (name: string, city: string, year: number) =>
      `${name} is a roastery from ${city}, founded in ${year}.`,
    da: (name: string, city: string, year: number) =>
      `${name} er et risteri fra ${city}, grundlagt i ${year}.`,
  },
  equipment: {
    de: (name: string, city: string, year: number) =>
      `${name} ist ein Hersteller aus ${city}, gegründet ${year}.`,
    en: (name: string, city: string, year: number) =>
      `${name} is a manufacturer from ${city}, founded in ${year}.`,
    da: (name: string, city: string, year: number) =>
      `${name} er en producent fra ${city}, grundlagt i ${year}.`,
  },
};

/** Brands with their logo images; collection ids are assigned by the collection step (brand id + offset). */
export function buildBrands(ctx: CatalogContext): Brand[] {
  return BRAND_SEEDS.map((seed, index) => {
    const id = index + 1;
    const logoImageId = ctx.addImage(
      `/images/brands/${id}.png`,
      localized(() => `${seed.name} Logo`),
      {
        kind: 'brand',
        primary: seed.color,
        secondary: '#ffffff',
        accent: '#f0c987',
        label: seed.name,
        sublabel: seed.city,
        pattern: id % 4,
      },
      800,
      400,
    );
    return {
      id,
      key: seed.key,
      name: seed.name,
      kind: seed.kind,
      code: seed.code,
      color: seed.color,
      city: seed.city,
      countryCode: seed.countryCode,
      founded: seed.founded,
      top: seed.top,
      description: localized(
        (lang) => `${PORTRAIT[seed.kind][lang](seed.name, seed.city, seed.founded)} ${seed.focus[lang]}`,
      ),
      logoImageId,
      collectionId: 0,
    };
  });
}
