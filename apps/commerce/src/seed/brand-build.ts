import { BRAND_SEEDS } from './brands.ts';
import type { CatalogContext } from './catalog-context.ts';
import type { Brand } from './catalog-types.ts';
import { localized } from './text.ts';

const KIND_TEXT = {
  coffee: { de: 'Rösterei', en: 'roastery', da: 'risteri' },
  equipment: { de: 'Hersteller', en: 'maker', da: 'producent' },
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
      description: localized((lang) => {
        const since = {
          de: `seit ${seed.founded}`,
          en: `since ${seed.founded}`,
          da: `siden ${seed.founded}`,
        }[lang];
        return `${seed.name}, ${KIND_TEXT[seed.kind][lang]} in ${seed.city} ${since}. ${seed.focus[lang]}`;
      }),
      logoImageId,
      collectionId: 0,
    };
  });
}
