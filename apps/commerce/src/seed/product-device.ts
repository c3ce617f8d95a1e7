import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import type { CatalogContext } from './catalog-context.ts';
import type { Brand, Localized, Product, ProductOption, Variant } from './catalog-types.ts';
import { OPTION_NAMES } from './coffee-words.ts';
import {
  CATEGORY_COLORS,
  type ColorSeed,
  DEVICE_COLORS,
  type DeviceSeed,
  MODEL_NAMES,
  MODEL_SUFFIXES,
} from './devices.ts';
import {
  compareAt,
  DELIVERY_TIMES,
  describe,
  offerFactor,
  type ProductDraft,
  productDates,
  productSeo,
  shelfPrice,
  stockState,
  titleCase,
  variantTitle,
} from './product-common.ts';
import { LANGS, localized } from './text.ts';

const KIND_BY_CATEGORY = {
  machine: 'machine',
  grinder: 'grinder',
  accessory: 'accessory',
  cup: 'cup',
} as const;

const CATEGORY_TAGS: Record<DeviceSeed['category'], string> = {
  machine: 'Kaffeemaschine',
  grinder: 'Kaffeemühle',
  accessory: 'Zubehör',
  cup: 'Tassen & Gläser',
};

interface DeviceName {
  title: Localized;
  parts: Localized<string[]>;
  model: string;
}

function modelTitle(ctx: CatalogContext, brand: Brand, seed: DeviceSeed, titles: Set<string>): DeviceName {
  let model = '';
  let title: Localized = { de: '', en: '', da: '' };
  for (let attempt = 0; attempt < 4; attempt++) {
    model = `${ctx.rnd.pick(MODEL_NAMES)}${ctx.rnd.pick(MODEL_SUFFIXES)}`;
    title = {
      de: `${brand.name} ${model} ${seed.productType.de}`,
      en: `${brand.name} ${model} ${titleCase(seed.productType.en)}`,
      da: `${brand.name} ${model} ${seed.productType.da}`,
    };
    if (!titles.has(title.de)) break;
  }
  const parts = localized((lang) => [brand.name, model, seed.productType[lang]]);
  if (titles.has(title.de)) {
    const n = ctx.nextId(`series-${title.de}`) + 1;
    const base = title;
    const series = { de: 'Serie', en: 'Series', da: 'Serie' };
    title = localized((lang) => `${base[lang]} (${series[lang]} ${n})`);
    for (const lang of LANGS) parts[lang].push(`${series[lang]} ${n}`);
  }
  titles.add(title.de);
  return { title, parts, model };
}

/** A machine, grinder, accessory or cup: colours as swatches, or sizes / sets as variants. */
export function generateDevice(
  ctx: CatalogContext,
  id: number,
  brand: Brand,
  seed: DeviceSeed,
  titles: Set<string>,
): ProductDraft {
  const { rnd } = ctx;
  const name = modelTitle(ctx, brand, seed, titles);
  const { title } = name;
  const base = seed.priceEuros[0] + rnd.next() * (seed.priceEuros[1] - seed.priceEuros[0]);
  const offer = offerFactor(ctx);
  const dates = productDates(ctx);
  const freight = seed.freightFrom !== undefined && base >= seed.freightFrom;
  const kind = KIND_BY_CATEGORY[seed.category];

  const colors: ColorSeed[] =
    seed.axis === 'color'
      ? rnd
          .sample(CATEGORY_COLORS[seed.category] ?? ['BK'], rnd.int(1, seed.category === 'machine' ? 4 : 3))
          .map((code) => DEVICE_COLORS.find((c) => c.code === code) as ColorSeed)
      : [];
  const sizes = seed.axis === 'size' || seed.axis === 'set' ? (seed.sizes ?? []) : [];
  const mainColor = colors[0]?.hex ?? rnd.pick(['#c9ccd1', '#f4f4f2', '#1c1c1e', '#d8c3a5']);

  const artFor = (primary: string): ArtworkSpec => ({
    kind,
    shape: seed.shape,
    primary,
    secondary: brand.color,
    accent: '#c9ccd1',
    label: brand.name,
    sublabel: name.model,
    pattern: id % 4,
  });

  const imageIds: number[] = [];
  const colorImage = new Map<string, number>();
  if (colors.length > 0) {
    colors.forEach((c, i) => {
      const alt = localized((lang) => `${title[lang]} – ${c.name[lang]}`);
      const imageId = ctx.addImage(`/images/products/${id}-${i + 1}.png`, alt, artFor(c.hex));
      colorImage.set(c.code, imageId);
      imageIds.push(imageId);
    });
  } else {
    imageIds.push(ctx.addImage(`/images/products/${id}-1.png`, title, artFor(mainColor)));
  }
  if (seed.category === 'machine' || seed.category === 'grinder') {
    const alt = localized(
      (lang) => `${title[lang]} – ${{ de: 'mit Espresso', en: 'with espresso', da: 'med espresso' }[lang]}`,
    );
    imageIds.push(
      ctx.addImage(`/images/products/${id}-${imageIds.length + 1}.png`, alt, {
        kind: 'cup',
        shape: 'espresso',
        primary: '#f4f4f2',
        secondary: brand.color,
        accent: '#6f4e37',
        label: brand.name,
      }),
    );
  }
  const featuredImageId = imageIds[0] as number;

  const options: ProductOption[] = [];
  if (colors.length > 1) {
    options.push({
      id: ctx.nextId('option'),
      name: OPTION_NAMES.color,
      values: colors.map((c) => ({ id: ctx.nextId('option-value'), name: c.name, swatchColor: c.hex })),
    });
  } else if (sizes.length > 1) {
    options.push({
      id: ctx.nextId('option'),
      name: seed.axis === 'set' ? OPTION_NAMES.set : OPTION_NAMES.size,
      values: sizes.map((s) => ({ id: ctx.nextId('option-value'), name: s.label, swatchColor: null })),
    });
  }

  const variants: Variant[] = [];
  const entries: { code: string; value: Localized | null; factor: number; imageId: number }[] =
    colors.length > 1
      ? colors.map((c) => ({
          code: c.code,
          value: c.name,
          factor: c.code === 'CU' ? 1.1 : 1,
          imageId: colorImage.get(c.code) ?? featuredImageId,
        }))
      : sizes.length > 1
        ? sizes.map((s, i) => ({
            code: String(i + 1),
            value: s.label,
            factor: s.factor,
            imageId: featuredImageId,
          }))
        : [{ code: colors[0]?.code ?? 'STD', value: null, factor: 1, imageId: featuredImageId }];
  for (const entry of entries) {
    const priceCents = shelfPrice(base * entry.factor);
    variants.push({
      id: ctx.nextId('variant'),
      sku: `${brand.code}-${String(id).padStart(6, '0')}-${entry.code}`,
      title: variantTitle(entry.value ? [entry.value] : []),
      selectedOptions: entry.value && options[0] ? [{ name: options[0].name, value: entry.value }] : [],
      priceCents,
      compareAtPriceCents: compareAt(priceCents, offer),
      unitPrice: null,
      weightGrams: seed.weightGrams,
      ...stockState(ctx, seed.category === 'machine' ? 25 : 120),
      imageId: entry.imageId,
      bestBeforeDate: null,
    });
  }

  const features = rnd.sample(seed.features, Math.min(3, seed.features.length));
  const desc = describe(
    localized((lang) => {
      const intro = {
        de: `${title.de} aus ${brand.city}: ${features[0]?.de ?? ''}.`,
        en: `${title.en} from ${brand.city}: ${(features[0]?.en ?? '').toLowerCase()}.`,
        da: `${title.da} fra ${brand.city}: ${(features[0]?.da ?? '').toLowerCase()}.`,
      }[lang];
      const shipping = freight
        ? {
            de: 'Lieferung per Spedition bis zur Bordsteinkante.',
            en: 'Delivered by freight forwarder to the kerb.',
            da: 'Leveres med fragtmand til kantstenen.',
          }[lang]
        : seed.plug
          ? {
              de: 'Elektrogerät mit Schuko-Stecker, 230 V.',
              en: 'Electrical appliance with a Schuko plug, 230 V.',
              da: 'Elektrisk apparat med Schuko-stik, 230 V.',
            }[lang]
          : null;
      return {
        paragraphs: [intro, brand.description[lang], ...(shipping ? [shipping] : [])],
        bullets: features.map((f) => f[lang]),
      };
    }),
  );

  const tags = [CATEGORY_TAGS[seed.category], seed.productType.de];
  if (freight) tags.push('Speditionsversand');
  else if (seed.category === 'grinder' && seed.plug) tags.push('Elektrische Mühlen');
  else if (seed.plug) tags.push('Sonderversand');

  const categoryKey = {
    machine: 'machines',
    grinder: 'grinders',
    accessory: 'accessories',
    cup: 'cups-glasses',
  }[seed.category];
  const backorder = variants.some((v) => v.currentlyNotInStock);
  const product: Product = {
    id,
    handle: ctx.uniqueHandle(title, id, name.parts),
    title,
    description: desc.text,
    descriptionHtml: desc.html,
    seo: productSeo(title, desc.text),
    vendor: brand.name,
    brandId: brand.id,
    category: seed.category,
    productType: seed.productType,
    tags,
    isGiftCard: false,
    ...dates,
    options,
    variants,
    featuredImageId,
    imageIds,
    metafields: {
      deliveryTime: backorder
        ? DELIVERY_TIMES.backorder
        : freight
          ? DELIVERY_TIMES.freight
          : DELIVERY_TIMES.standard,
      note: freight
        ? {
            de: 'Versand per Spedition: Wir vereinbaren den Liefertermin telefonisch mit Ihnen.',
            en: 'Shipped by freight forwarder: we will arrange the delivery date with you by phone.',
            da: 'Sendes med fragtmand: Vi aftaler leveringstidspunktet med dig telefonisk.',
          }
        : null,
      galleryImageIds: imageIds.slice(0, 10),
      taste: null,
      preparationTypes:
        seed.category === 'machine' && seed.shape !== 'filter'
          ? ['espresso', 'cappuccino', 'milk-coffee']
          : seed.shape === 'filter' || seed.shape === 'dripper'
            ? ['filter']
            : [],
      certificationIds: [],
    },
    bestSellingRank: 0,
    collectionIds: [],
  };
  return {
    product,
    collectionKeys: [categoryKey, seed.collectionKey],
    popularity: (brand.key.length % 3 === 0 ? 1.2 : 1) * (0.5 + rnd.next()),
  };
}
