import { shippingClassTags } from '@shop/shop-rules';
import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import type { CatalogContext } from './catalog-context.ts';
import type { Brand, Localized, Product, ProductOption, Variant } from './catalog-types.ts';
import { OPTION_NAMES } from './coffee-words.ts';
import type { DeviceSeed } from './device-seed-type.ts';
import {
  CATEGORY_COLORS,
  type ColorSeed,
  DEVICE_COLORS,
  DEVICE_SEEDS,
  MODEL_NAMES,
  MODEL_SUFFIXES,
} from './devices.ts';
import {
  bulletList,
  compareAt,
  compose,
  DELIVERY_TIMES,
  FRAGMENT,
  fragmentKey,
  offerFactor,
  type ProductDraft,
  paragraph,
  productDates,
  productSeo,
  productStock,
  shelfPrice,
  stockState,
  type TitleRegistry,
  titleCase,
  variantLabels,
} from './product-common.ts';
import { localized } from './text.ts';

const KIND_BY_CATEGORY = {
  machine: 'machine',
  grinder: 'grinder',
  accessory: 'accessory',
  cup: 'cup',
} as const;

const SERIES: Localized = { de: 'Serie', en: 'Series', da: 'Serie' };
const WITH_ESPRESSO: Localized = { de: 'mit Espresso', en: 'with espresso', da: 'med espresso' };

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

const SEED_INDEX = new Map(DEVICE_SEEDS.map((seed, index) => [seed.key, index]));

function modelTitle(ctx: CatalogContext, brand: Brand, seed: DeviceSeed, titles: TitleRegistry): DeviceName {
  const seedIndex = SEED_INDEX.get(seed.key) ?? 0;
  let key = 0;
  let nameIndex = 0;
  let suffixIndex = 0;
  for (let attempt = 0; attempt < 4; attempt++) {
    nameIndex = ctx.rnd.int(0, MODEL_NAMES.length - 1);
    suffixIndex = ctx.rnd.int(0, MODEL_SUFFIXES.length - 1);
    // Negative keys: devices never share a title with coffees.
    key = -(((brand.id * 32 + seedIndex) * 64 + nameIndex) * 16 + suffixIndex + 1);
    if (!titles.has(key)) break;
  }
  const model = `${MODEL_NAMES[nameIndex]}${MODEL_SUFFIXES[suffixIndex]}`;
  const n = titles.claim(key) + 1;
  const series = n > 1 ? SERIES : null;
  const parts = localized((lang) => [
    brand.name,
    model,
    seed.productType[lang],
    ...(series ? [`${series[lang]} ${n}`] : []),
  ]);
  const noun = { de: seed.productType.de, en: titleCase(seed.productType.en), da: seed.productType.da };
  const title = localized(
    (lang) => `${brand.name} ${model} ${noun[lang]}${series ? ` (${series[lang]} ${n})` : ''}`,
  );
  return { title, parts, model };
}

/** A machine, grinder, accessory or cup: colours as swatches, or sizes / sets as variants. */
export function generateDevice(
  ctx: CatalogContext,
  id: number,
  brand: Brand,
  seed: DeviceSeed,
  titles: TitleRegistry,
): ProductDraft {
  const { rnd } = ctx;
  const name = modelTitle(ctx, brand, seed, titles);
  const { title } = name;
  const base = seed.priceEuros[0] + rnd.next() * (seed.priceEuros[1] - seed.priceEuros[0]);
  const offer = offerFactor(ctx);
  const stock = productStock(ctx);
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
    const alt = localized((lang) => `${title[lang]} – ${WITH_ESPRESSO[lang]}`);
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
    const labels =
      entry.value && options[0] ? variantLabels([options[0].name], [entry.value]) : variantLabels([], []);
    variants.push({
      id: ctx.nextId('variant'),
      sku: `${brand.code}-${String(id).padStart(6, '0')}-${entry.code}`,
      title: labels.title,
      selectedOptions: labels.selectedOptions,
      priceCents,
      compareAtPriceCents: compareAt(priceCents, offer),
      unitPrice: null,
      weightGrams: seed.weightGrams,
      ...stockState(ctx, stock, seed.category === 'machine' ? 25 : 120),
      imageId: entry.imageId,
      bestBeforeDate: null,
    });
  }

  const features = rnd.sample(seed.features, Math.min(3, seed.features.length));
  const lead = features[0] ?? seed.productType;
  const intro = paragraph(null, () => ({
    de: `${title.de} aus ${brand.city}: ${lead.de}.`,
    en: `${title.en} from ${brand.city}: ${lead.en.toLowerCase()}.`,
    da: `${title.da} fra ${brand.city}: ${lead.da.toLowerCase()}.`,
  }));
  const parts = [intro, paragraph(fragmentKey(FRAGMENT.brand, brand.id), () => brand.description)];
  if (freight) {
    parts.push(
      paragraph(fragmentKey(FRAGMENT.shippingFreight, 0), () => ({
        de: 'Lieferung per Spedition bis zur Bordsteinkante.',
        en: 'Delivered by freight forwarder to the kerb.',
        da: 'Leveres med fragtmand til kantstenen.',
      })),
    );
  } else if (seed.plug) {
    parts.push(
      paragraph(fragmentKey(FRAGMENT.shippingPlug, 0), () => ({
        de: 'Elektrogerät mit Schuko-Stecker, 230 V.',
        en: 'Electrical appliance with a Schuko plug, 230 V.',
        da: 'Elektrisk apparat med Schuko-stik, 230 V.',
      })),
    );
  }
  // Up to four feature indices (3 bits each, 0 = none) above the device seed's index.
  const featureKey = features.reduce(
    (code, f, i) => code + (seed.features.indexOf(f) + 1) * 8 ** i,
    (SEED_INDEX.get(seed.key) ?? 0) * 8 ** 4,
  );
  parts.push(
    bulletList(fragmentKey(FRAGMENT.features, featureKey), () =>
      localized((lang) => features.map((f) => f[lang])),
    ),
  );
  const desc = compose(parts);

  const tags = [CATEGORY_TAGS[seed.category], seed.productType.de];
  if (freight) tags.push(shippingClassTags.freight);
  else if (seed.category === 'grinder' && seed.plug) tags.push(shippingClassTags.electricGrinder);
  else if (seed.plug) tags.push(shippingClassTags.electricalDevice);

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
    seo: productSeo(title, intro.text),
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
