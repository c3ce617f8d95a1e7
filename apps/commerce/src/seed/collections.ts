import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import { escapeHtml } from '../shared/html-template.ts';
import type { CatalogContext } from './catalog-context.ts';
import type {
  Brand,
  BreadcrumbItem,
  Collection,
  CollectionMetafields,
  Localized,
  Product,
} from './catalog-types.ts';
import { COLLECTION_EXTRAS } from './collection-extras.ts';
import { COLLECTION_SEEDS, type CollectionSeed } from './collection-seeds.ts';
import { localized, slugify, truncate } from './text.ts';

const NEW_DAYS = 30;

function minPrice(p: Product): number {
  let min = Number.POSITIVE_INFINITY;
  for (const v of p.variants) if (v.priceCents < min) min = v.priceCents;
  return min;
}

function emptyMetafields(): CollectionMetafields {
  return {
    subTitle: null,
    introtext: null,
    brandlogoImageId: null,
    brandCountry: null,
    breadcrumb: [],
    seoNoindex: false,
    promotioncard: null,
    contentgalleryImageIds: [],
    productTest: null,
    displayVariants: false,
    variantSubset: null,
  };
}

interface Draft {
  seed: CollectionSeed | null;
  brand: Brand | null;
  collection: Collection;
}

/** What a category banner shows (banners carry no words, so one image serves all languages). */
const MOTIFS: Record<string, Pick<ArtworkSpec, 'motif' | 'shape'>> = {
  machines: { motif: 'machine', shape: 'portafilter' },
  portafilter: { motif: 'machine', shape: 'portafilter' },
  automatic: { motif: 'machine', shape: 'automatic' },
  'filter-machines': { motif: 'machine', shape: 'filter' },
  grinders: { motif: 'grinder', shape: 'electric' },
  'electric-grinders': { motif: 'grinder', shape: 'electric' },
  'hand-grinders': { motif: 'grinder', shape: 'hand' },
  accessories: { motif: 'accessory', shape: 'tamper' },
  'milk-jugs': { motif: 'accessory', shape: 'jug' },
  tampers: { motif: 'accessory', shape: 'tamper' },
  scales: { motif: 'accessory', shape: 'scale' },
  cleaning: { motif: 'accessory', shape: 'cleaning' },
  'pour-over': { motif: 'accessory', shape: 'dripper' },
  kettles: { motif: 'accessory', shape: 'kettle' },
  storage: { motif: 'accessory', shape: 'canister' },
  'cups-glasses': { motif: 'cup', shape: 'cappuccino' },
  'espresso-cups': { motif: 'cup', shape: 'espresso' },
  'cappuccino-cups': { motif: 'cup', shape: 'cappuccino' },
  glasses: { motif: 'cup', shape: 'glass' },
  mugs: { motif: 'cup', shape: 'mug' },
  'gift-ideas': { motif: 'giftcard' },
  'gift-cards': { motif: 'giftcard' },
  'filter-coffee': { motif: 'accessory', shape: 'dripper' },
  'caffe-crema': { motif: 'cup', shape: 'cappuccino' },
  'whole-bean-espresso': { motif: 'cup', shape: 'espresso' },
};

const EQUIPMENT_MOTIFS: Record<string, Pick<ArtworkSpec, 'motif' | 'shape'>> = {
  lucenti: { motif: 'machine', shape: 'portafilter' },
  vesuvia: { motif: 'machine', shape: 'portafilter' },
  maestrale: { motif: 'machine', shape: 'portafilter' },
  solano: { motif: 'machine', shape: 'automatic' },
  helvetia: { motif: 'machine', shape: 'automatic' },
  bruehwerk: { motif: 'machine', shape: 'filter' },
  kroemervoss: { motif: 'grinder', shape: 'hand' },
  mahlgut: { motif: 'grinder', shape: 'electric' },
  macinaveloce: { motif: 'grinder', shape: 'electric' },
  nordiskbrygg: { motif: 'accessory', shape: 'dripper' },
  baristica: { motif: 'accessory', shape: 'tamper' },
  feinwaage: { motif: 'accessory', shape: 'scale' },
  klarwasser: { motif: 'accessory', shape: 'cleaning' },
  hellwig: { motif: 'cup', shape: 'espresso' },
  waldeck: { motif: 'cup', shape: 'glass' },
  tidevand: { motif: 'cup', shape: 'mug' },
};

function motifFor(key: string): Pick<ArtworkSpec, 'motif' | 'shape'> {
  return MOTIFS[key] ?? { motif: key.startsWith('origin-') || key.startsWith('roast-') ? 'beans' : 'bag' };
}

function make(
  ctx: CatalogContext,
  id: number,
  key: string,
  title: Localized,
  handle: Localized,
  subTitle: Localized,
  color: string,
  intro: Localized | null,
  bannerLabel = '',
  motif: Pick<ArtworkSpec, 'motif' | 'shape'> = motifFor(key),
): Collection {
  const imageId = ctx.addImage(
    `/images/collections/${id}.png`,
    title,
    {
      kind: 'collection',
      primary: color,
      secondary: '#ffffff',
      accent: '#f0c987',
      label: bannerLabel,
      pattern: id % 4,
      ...motif,
    },
    1600,
    600,
  );
  const description = localized((lang) =>
    intro ? `${subTitle[lang]}. ${intro[lang]}` : `${subTitle[lang]}.`,
  );
  return {
    id,
    key,
    kind: 'category',
    parentId: null,
    handle,
    title,
    description,
    descriptionHtml: localized((lang) => `<p>${escapeHtml(description[lang])}</p>`),
    seo: localized((lang) => ({ title: title[lang], description: truncate(description[lang], 155) })),
    imageId,
    metafields: {
      ...emptyMetafields(),
      subTitle,
      introtext: intro ? localized((lang) => `<p>${escapeHtml(intro[lang])}</p>`) : null,
    },
    productIds: [],
    updatedAt: ctx.daysAgo(3 + (id % 40)),
  };
}

function groupDigits(n: number, separator: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Appends "Discover N products from M brands" to a category collection's description. */
function addCountSentence(collection: Collection, list: Product[]): void {
  const vendors = new Set(list.map((p) => p.vendor)).size;
  const sentence = localized((lang) => {
    const n = groupDigits(list.length, lang === 'en' ? ',' : '.');
    if (lang === 'de')
      return `Entdecken Sie ${n} Produkte von ${vendors} ${vendors === 1 ? 'Marke' : 'Marken'} – geliefert in 1-3 Werktagen.`;
    if (lang === 'en')
      return `Discover ${n} products from ${vendors} ${vendors === 1 ? 'brand' : 'brands'} – delivered in 1-3 working days.`;
    return `Opdag ${n} produkter fra ${vendors} ${vendors === 1 ? 'mærke' : 'mærker'} – leveret på 1-3 hverdage.`;
  });
  const description = localized((lang) => `${collection.description[lang]} ${sentence[lang]}`);
  collection.description = description;
  collection.descriptionHtml = localized((lang) => `<p>${escapeHtml(description[lang])}</p>`);
  collection.seo = localized((lang) => ({
    title: collection.title[lang],
    description: truncate(description[lang], 155),
  }));
}

/** Category, brand, offer, new and price-band collections with their product ids in collection-default order. */
export function buildCollections(
  ctx: CatalogContext,
  brands: Brand[],
  /** All products in best-selling order. */
  ranked: Product[],
  keysOf: (p: Product) => readonly string[],
  articleUrl: (key: string) => Localized,
): Collection[] {
  const drafts: Draft[] = [];
  for (const seed of COLLECTION_SEEDS) {
    const extra = COLLECTION_EXTRAS[seed.key];
    const intro = extra?.intro ?? null;
    const collection = make(
      ctx,
      drafts.length + 1,
      seed.key,
      seed.title,
      seed.handle,
      seed.subTitle,
      seed.color,
      intro,
    );
    collection.kind = seed.kind;
    drafts.push({ seed, brand: null, collection });
  }
  for (const brand of brands) {
    const handle = slugify(brand.name);
    const subTitle = localized(
      (lang) =>
        `${{ de: 'Aus', en: 'From', da: 'Fra' }[lang]} ${brand.city}, ${{ de: 'seit', en: 'since', da: 'siden' }[lang]} ${brand.founded}`,
    );
    const collection = make(
      ctx,
      drafts.length + 1,
      `brand-${brand.key}`,
      localized(() => brand.name),
      localized(() => handle),
      subTitle,
      brand.color,
      brand.description,
      brand.name,
      brand.kind === 'coffee' ? { motif: 'bag' } : EQUIPMENT_MOTIFS[brand.key],
    );
    collection.kind = 'brand';
    // The brand portrait already says where from and since when: no subtitle in front of it.
    collection.description = brand.description;
    collection.descriptionHtml = localized((lang) => `<p>${escapeHtml(brand.description[lang])}</p>`);
    collection.seo = localized((lang) => ({
      title: brand.name,
      description: truncate(brand.description[lang], 155),
    }));
    collection.metafields.brandlogoImageId = brand.logoImageId;
    collection.metafields.brandCountry = brand.countryCode;
    brand.collectionId = collection.id;
    drafts.push({ seed: null, brand, collection });
  }
  const byKey = new Map(drafts.map((d) => [d.collection.key, d.collection]));

  // Memberships.
  const members = new Map<string, Product[]>();
  const add = (key: string, p: Product) => {
    let list = members.get(key);
    if (!list) {
      list = [];
      members.set(key, list);
    }
    // Products arrive in rank order, so a repeat is always the last entry.
    if (list[list.length - 1] !== p) list.push(p);
  };
  const newSince = ctx.referenceTime - NEW_DAYS * 86_400_000;
  for (const p of ranked) {
    for (const key of keysOf(p)) add(key, p);
    if (p.brandId !== null) add(`brand-${brands[p.brandId - 1]?.key ?? ''}`, p);
    if (p.variants.some((v) => v.compareAtPriceCents !== null)) add('offers', p);
    if (Date.parse(p.publishedAt) >= newSince) add('new', p);
    const price = minPrice(p);
    if (!p.isGiftCard && p.category !== 'machine' && p.variants.some((v) => v.availableForSale)) {
      for (const [key, limit] of [
        ['gifts-25', 2500],
        ['gifts-50', 5000],
        ['gifts-100', 10000],
      ] as const) {
        if (price <= limit && (members.get(key)?.length ?? 0) < 120) add(key, p);
      }
    }
    if (
      p.category !== 'coffee' &&
      p.category !== 'machine' &&
      price <= 10000 &&
      (members.get('gift-ideas')?.length ?? 0) < 60
    ) {
      add('gift-ideas', p);
    }
  }
  members.set('bestsellers', ranked.filter((p) => !p.isGiftCard).slice(0, 48));
  members.set(
    'new',
    (members.get('new') ?? [])
      .slice()
      .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : a.id - b.id)),
  );

  for (const { seed, collection } of drafts) {
    const list = members.get(collection.key) ?? [];
    collection.productIds = list.map((p) => p.id);
    for (const p of list) p.collectionIds.push(collection.id);
    if (seed) {
      const parent = seed.parent ? byKey.get(seed.parent) : undefined;
      collection.parentId = parent?.id ?? null;
      const extra = COLLECTION_EXTRAS[seed.key];
      collection.metafields.seoNoindex = seed.kind === 'price-band';
      collection.metafields.productTest = extra?.productTest ?? null;
      collection.metafields.displayVariants = extra?.variantSubset !== undefined;
      collection.metafields.variantSubset = extra?.variantSubset ?? null;
      if (extra?.promotion) {
        const { title, text, articleKey } = extra.promotion;
        collection.metafields.promotioncard = {
          title,
          text,
          url: articleUrl(articleKey),
          imageId: collection.imageId,
        };
      }
      if (seed.parent === null) {
        collection.metafields.contentgalleryImageIds = list.slice(0, 4).map((p) => p.featuredImageId);
      }
      if (list.length > 0) addCountSentence(collection, list);
    }
  }
  // Breadcrumbs: ancestors from the root down to the collection itself.
  const byId = new Map(drafts.map((d) => [d.collection.id, d.collection]));
  for (const { collection } of drafts) {
    const trail: BreadcrumbItem[] = [];
    let current: Collection | undefined = collection;
    while (current) {
      trail.unshift({ collectionId: current.id, title: current.title, handle: current.handle });
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    collection.metafields.breadcrumb = trail;
  }
  return drafts.map((d) => d.collection);
}
