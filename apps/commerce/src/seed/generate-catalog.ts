import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import { buildArticles } from './articles.ts';
import { buildBrands } from './brand-build.ts';
import { CatalogContext } from './catalog-context.ts';
import type {
  Brand,
  Catalog,
  CatalogOptions,
  Certification,
  Product,
  SiteConfiguration,
} from './catalog-types.ts';
import { buildCollections } from './collections.ts';
import { SHIPPING_COUNTRIES } from './countries.ts';
import type { DeviceSeed } from './device-seed-type.ts';
import { DEVICE_BRANDS, DEVICE_SEEDS } from './devices.ts';
import { buildGiftCards, DISCOUNT_CODES } from './discounts.ts';
import { buildPages } from './pages.ts';
import { generateCoffee } from './product-coffee.ts';
import { type ProductDraft, TitleRegistry } from './product-common.ts';
import { generateDevice } from './product-device.ts';
import { GIFT_CARD_DESIGNS, generateGiftCard } from './product-gift-card.ts';
import { createRandom, deriveSeed } from './random.ts';
import { buildSiteContent } from './site-content.ts';
import { CERTIFICATIONS, PREPARATION_TYPES, TASTE_FACETS } from './taste.ts';

export const DEFAULT_SEED = 20261101;
export const DEFAULT_REFERENCE_DATE = '2026-11-01';
/** Size of the normal shop: "over 2,000 products". */
export const DEFAULT_PRODUCT_COUNT = 2160;

type Slot = 'coffee' | DeviceSeed['category'];
const CATEGORY_SHARES: readonly [Slot, number][] = [
  ['machine', 0.12],
  ['grinder', 0.08],
  ['accessory', 0.14],
  ['cup', 0.08],
];

function slots(count: number, rnd: ReturnType<typeof createRandom>): Slot[] {
  const out: Slot[] = [];
  for (const [slot, share] of CATEGORY_SHARES)
    for (let i = 0; i < Math.floor(count * share); i++) out.push(slot);
  while (out.length < count) out.push('coffee');
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd.next() * (i + 1));
    const tmp = out[i] as Slot;
    out[i] = out[j] as Slot;
    out[j] = tmp;
  }
  return out;
}

function weighted<T extends { weight: number }>(items: readonly T[], r: number): T {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let x = r * total;
  for (const item of items) {
    x -= item.weight;
    if (x < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** Popular collections with their icon: collection key, icon file name, drawing. */
const POPULAR: readonly [string, string, Pick<ArtworkSpec, 'kind' | 'shape' | 'primary' | 'pattern'>][] = [
  ['coffee', 'coffee-beans', { kind: 'beans', primary: '#6f4e37', pattern: 2 }],
  ['whole-bean-espresso', 'espresso', { kind: 'cup', shape: 'espresso', primary: '#f4f4f2' }],
  ['filter-coffee', 'pour-over', { kind: 'accessory', shape: 'dripper', primary: '#f4f4f2' }],
  ['machines', 'machine', { kind: 'machine', shape: 'portafilter', primary: '#c9ccd1' }],
  ['grinders', 'grinder', { kind: 'grinder', shape: 'electric', primary: '#37474f' }],
  ['accessories', 'tamper', { kind: 'accessory', shape: 'tamper', primary: '#c9ccd1' }],
];

/**
 * Generates the whole shop catalogue deterministically: the same options always give a deep-equal result.
 * Pure: no I/O, no clock, no Math.random.
 */
export function generateCatalog(options: CatalogOptions): Catalog {
  const seed = options.seed ?? DEFAULT_SEED;
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const total = Math.max(GIFT_CARD_DESIGNS.length, Math.floor(options.products));
  const ctx = new CatalogContext(createRandom(seed), referenceDate);

  const brands = buildBrands(ctx);
  const certifications: Certification[] = CERTIFICATIONS.map((c, i) => ({
    id: i + 1,
    handle: c.handle,
    fields: [
      { key: 'label', value: c.name },
      { key: 'description', value: c.text },
    ],
    imageId: ctx.addImage(
      `/images/certifications/${i + 1}.png`,
      c.name,
      {
        kind: 'brand',
        primary: c.color,
        secondary: '#ffffff',
        accent: '#ffffff',
        label: c.badge,
        pattern: 1,
      },
      400,
      400,
    ),
  }));

  const coffeeBrands = brands.filter((b) => b.kind === 'coffee');
  const brandByKey = new Map(brands.map((b) => [b.key, b]));
  const coffeeWeights = coffeeBrands.map((b) => ({ brand: b, weight: b.top ? 1.6 : 1 }));
  const deviceSeeds = new Map<Slot, DeviceSeed[]>();
  for (const d of DEVICE_SEEDS) deviceSeeds.set(d.category, [...(deviceSeeds.get(d.category) ?? []), d]);

  const drafts: ProductDraft[] = [];
  const titles = new TitleRegistry();
  const slotRnd = createRandom(deriveSeed(seed, 1));
  const plan = slots(total - GIFT_CARD_DESIGNS.length, slotRnd);
  for (const slot of plan) {
    const id = drafts.length + 1; // product ids are 1..n in generation order
    if (slot === 'coffee') {
      const { brand } = weighted(coffeeWeights, ctx.rnd.next());
      drafts.push(generateCoffee(ctx, id, brand, titles));
    } else {
      const device = weighted(deviceSeeds.get(slot) ?? [], ctx.rnd.next());
      const brand = brandByKey.get(ctx.rnd.pick(DEVICE_BRANDS[device.key] ?? [])) as Brand;
      drafts.push(generateDevice(ctx, id, brand, device, titles));
    }
  }
  for (const design of GIFT_CARD_DESIGNS) drafts.push(generateGiftCard(ctx, drafts.length + 1, design));

  // Best-selling rank: by popularity, ties by id.
  const popularity = Float64Array.from(drafts, (d) => d.popularity);
  const order = Uint32Array.from(drafts, (_d, i) => i).sort(
    (a, b) => (popularity[b] as number) - (popularity[a] as number) || a - b,
  );
  const products: Product[] = drafts.map((d) => d.product);
  const ranked: Product[] = [];
  for (const index of order) {
    const product = products[index] as Product;
    product.bestSellingRank = ranked.length + 1;
    ranked.push(product);
  }
  const keys = drafts.map((d) => d.collectionKeys);

  const articles = buildArticles(ctx);
  const pages = buildPages();
  const collections = buildCollections(
    ctx,
    brands,
    ranked,
    (p) => keys[p.id - 1] ?? [],
    (key) => {
      const article = articles.find((a) => a.key === key);
      if (!article) throw new Error(`unknown article ${key}`);
      return {
        de: `/de/a/${article.slug.de}`,
        en: `/en/a/${article.slug.en}`,
        da: `/da/a/${article.slug.da}`,
      };
    },
  );

  const byBrandTop = (kind: Brand['kind'], topOnly: boolean) =>
    brands.filter((b) => b.kind === kind && (!topOnly || b.top)).map((b) => b.collectionId);
  const siteConfig: SiteConfiguration = {
    popularCollections: POPULAR.map(([key, name, art]) => {
      const collection = collections.find((c) => c.key === key);
      const path = `/images/icons/${name}.png`;
      const iconImageId = ctx.addImage(
        path,
        collection?.title ?? { de: name, en: name, da: name },
        {
          secondary: '#f3ede2',
          accent: '#d4a017',
          label: '',
          ...art,
        },
        200,
        200,
      );
      return { collectionId: collection?.id ?? 0, icon: path, iconImageId };
    }),
    topBrands: [...byBrandTop('coffee', true).slice(0, 5), ...byBrandTop('equipment', true).slice(0, 5)],
    topCoffeeBrands: byBrandTop('coffee', true),
    coffeeBrands: byBrandTop('coffee', false),
    topEquipmentBrands: byBrandTop('equipment', true),
    equipmentBrands: byBrandTop('equipment', false),
  };

  const content = buildSiteContent({ ranked, collections, pages, articles, brands });

  return {
    seed,
    referenceDate,
    products,
    images: ctx.images,
    collections,
    brands,
    certifications,
    tasteFacets: [...TASTE_FACETS],
    preparationTypes: [...PREPARATION_TYPES],
    siteConfig,
    shippingCountries: [...SHIPPING_COUNTRIES],
    discountCodes: [...DISCOUNT_CODES],
    giftCards: buildGiftCards(createRandom(deriveSeed(seed, 2))),
    content,
    pages,
    articles,
  };
}
