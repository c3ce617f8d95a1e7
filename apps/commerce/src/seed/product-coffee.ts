import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import type { CatalogContext } from './catalog-context.ts';
import type { Brand, Localized, PreparationType, Product, ProductOption, Variant } from './catalog-types.ts';
import { coffeeDescription } from './coffee-description.ts';
import { identity, pickLine, tasteFor } from './coffee-identity.ts';
import { BAG_SIZES, GRINDS, OPTION_NAMES } from './coffee-words.ts';
import type { OriginSeed } from './origins.ts';
import {
  compareAt,
  DELIVERY_TIMES,
  offerFactor,
  type ProductDraft,
  productDates,
  productSeo,
  productStock,
  shelfPrice,
  stockState,
  type TitleRegistry,
  variantLabels,
  variantTitle,
} from './product-common.ts';
import { localized } from './text.ts';

const SIZE_SETS: readonly (readonly number[])[] = [
  [250, 1000],
  [250, 500, 1000],
  [250],
  [1000],
  [250, 500],
  [500, 1000],
];
const LINE_CAPTION: Record<string, string> = {
  espresso: 'ESPRESSO',
  filter: 'FILTER',
  omni: 'OMNI',
  crema: 'CREMA',
  decaf: 'DECAF',
};
const BEANS: Localized = { de: 'Bohnen', en: 'beans', da: 'bønner' };
const IN_THE_CUP: Localized = { de: 'in der Tasse', en: 'in the cup', da: 'i koppen' };
const BAG_COLORS = ['#f3ede2', '#1f1f1f', '#e8d9c0', '#2d4a3e', '#7b1e1e', '#f0c987', '#d9e4ec', '#3b2f63'];

/** One coffee product: bag sizes (and sometimes grinds) as variants, unit price per kg, best-before date. */
export function generateCoffee(
  ctx: CatalogContext,
  id: number,
  brand: Brand,
  titles: TitleRegistry,
): ProductDraft {
  const { rnd } = ctx;
  const line = pickLine(ctx);
  const who = identity(ctx, brand, line, titles);
  const roast = rnd.int(line.roastRange[0], line.roastRange[1]);
  const specialty = who.blend === null && rnd.chance(0.3);
  const perKg = specialty ? 40 + rnd.next() * 50 : 22 + rnd.next() * 18;
  const sizes = specialty ? (rnd.chance(0.6) ? [250] : [250, 500]) : rnd.pick(SIZE_SETS);
  const grinds = rnd.chance(0.35)
    ? GRINDS.filter((g) =>
        line.key === 'espresso' ? g.code !== 'F' : line.key === 'filter' ? g.code !== 'E' : true,
      )
    : [];
  const offer = offerFactor(ctx);
  const stock = productStock(ctx);
  const dates = productDates(ctx);
  const noteKeys = rnd.sample(
    who.origins.flatMap((o) => o.notes),
    3,
  );
  const country = who.origins[0] as OriginSeed;

  const art: ArtworkSpec = {
    kind: 'bag',
    primary: rnd.pick(BAG_COLORS),
    secondary: brand.color,
    accent: rnd.pick(['#d4a017', '#c0392b', '#ffffff', '#6b8e23', '#e67e22']),
    label: brand.name,
    sublabel: who.blend ?? who.lot ?? country.country.en,
    caption: LINE_CAPTION[line.key] ?? 'COFFEE',
    pattern: rnd.int(0, 3),
  };
  const featuredImageId = ctx.addImage(`/images/products/${id}-1.png`, who.title, art);
  const beansAlt = localized((lang) => `${who.title[lang]} – ${BEANS[lang]}`);
  const beansId = ctx.addImage(`/images/products/${id}-2.png`, beansAlt, {
    ...art,
    kind: 'beans',
    pattern: roast,
  });
  const cupAlt = localized((lang) => `${who.title[lang]} – ${IN_THE_CUP[lang]}`);
  const cupId = ctx.addImage(`/images/products/${id}-3.png`, cupAlt, {
    kind: 'cup',
    shape: line.key === 'filter' ? 'mug' : 'cappuccino',
    primary: '#f4f4f2',
    secondary: brand.color,
    accent: '#6f4e37',
    label: brand.name,
  });

  const sizeValues = BAG_SIZES.filter((b) => sizes.includes(b.grams));
  const options: ProductOption[] = [];
  if (sizeValues.length > 1 || grinds.length === 0) {
    options.push({
      id: ctx.nextId('option'),
      name: OPTION_NAMES.size,
      values: sizeValues.map((s) => ({ id: ctx.nextId('option-value'), name: s.label, swatchColor: null })),
    });
  }
  if (grinds.length > 0) {
    options.push({
      id: ctx.nextId('option'),
      name: OPTION_NAMES.grind,
      values: grinds.map((g) => ({ id: ctx.nextId('option-value'), name: g.name, swatchColor: null })),
    });
  }

  const variants: Variant[] = [];
  for (const size of sizeValues) {
    for (const grind of grinds.length > 0 ? grinds : [null]) {
      const values: Localized[] = [];
      if (options[0]?.name === OPTION_NAMES.size) values.push(size.label);
      if (grind) values.push(grind.name);
      const packaging = size.grams === 250 ? 1 : size.grams === 500 ? 0.5 : 0;
      const priceCents = Math.min(
        shelfPrice((perKg * size.grams) / 1000 + packaging),
        sizes.length === 1 && size.grams === 250 ? 2490 : 3990,
      );
      const labels = variantLabels(
        options.map((o) => o.name),
        values,
      );
      variants.push({
        id: ctx.nextId('variant'),
        sku: `${brand.code}-${String(id).padStart(6, '0')}-${size.grams}${grind?.code ?? 'B'}`,
        title: labels.title,
        selectedOptions: labels.selectedOptions,
        priceCents,
        compareAtPriceCents: compareAt(priceCents, offer),
        unitPrice: {
          amountCents: Math.round((priceCents * 1000) / size.grams),
          quantityValue: size.grams,
          quantityUnit: 'G',
          referenceValue: 1,
          referenceUnit: 'KG',
        },
        weightGrams: size.grams,
        ...stockState(ctx, stock, 400),
        imageId: featuredImageId,
        bestBeforeDate: ctx.dateIn(rnd.int(120, 365)),
      });
    }
  }
  // A single option-less variant keeps "Default Title".
  if (variants.length === 1 && options.length === 1 && (options[0]?.values.length ?? 0) === 1) {
    options.length = 0;
    const only = variants[0] as Variant;
    only.title = variantTitle([]);
    only.selectedOptions = [];
  }

  const taste = tasteFor(ctx, line, roast, who.blend !== null);
  const preparationTypes: PreparationType[] = [...line.preparation];
  const desc = coffeeDescription({ who, brand, line, roast, noteKeys, preparationTypes });

  const certificationKeys: string[] = [];
  if (rnd.chance(brand.key === 'muehlbach' ? 0.9 : 0.3)) certificationKeys.push('bio');
  if (rnd.chance(0.2)) certificationKeys.push('fairtrade');
  if (rnd.chance(0.1)) certificationKeys.push('rainforest');
  if (who.blend === null && rnd.chance(0.35)) certificationKeys.push('direct-trade');

  const collectionKeys = ['coffee'];
  if (line.key === 'espresso') collectionKeys.push('whole-bean-espresso');
  if (line.key === 'filter' || line.key === 'omni') collectionKeys.push('filter-coffee');
  if (line.key === 'crema') collectionKeys.push('caffe-crema');
  if (line.key === 'decaf') collectionKeys.push('decaf');
  if (grinds.length > 1) collectionKeys.push('ground-coffee');
  collectionKeys.push(who.blend === null ? 'single-origin' : 'blends');
  if (who.blend === null) collectionKeys.push(`origin-${country.continent}`);
  collectionKeys.push(roast <= 1 ? 'roast-light' : roast === 2 ? 'roast-medium' : 'roast-dark');
  for (const c of certificationKeys) if (c !== 'rainforest') collectionKeys.push(c);

  const tags = [
    'Kaffee',
    line.productType.de,
    who.blend === null ? 'Single Origin' : 'Blend',
    ...who.origins.map((o) => o.country.de),
  ];
  if (certificationKeys.includes('bio')) tags.push('Bio');
  const sold = variants.every((v) => !v.availableForSale);
  const backorder = variants.some((v) => v.currentlyNotInStock);
  const note: Localized | null = specialty
    ? {
        de: 'Limitierte Ernte – nur solange der Vorrat reicht.',
        en: 'Limited harvest – available while stocks last.',
        da: 'Begrænset høst – kun så længe lager haves.',
      }
    : backorder
      ? {
          de: 'Nachbestellt: wird frisch geröstet und in Kürze versandt.',
          en: 'Reordered: will be freshly roasted and shipped shortly.',
          da: 'Genbestilt: ristes frisk og sendes snarest.',
        }
      : null;

  const product: Product = {
    id,
    handle: ctx.uniqueHandle(who.title, id, who.parts),
    title: who.title,
    description: desc.text,
    descriptionHtml: desc.html,
    seo: productSeo(who.title, desc.lead.text),
    vendor: brand.name,
    brandId: brand.id,
    category: 'coffee',
    productType: line.productType,
    tags,
    isGiftCard: false,
    ...dates,
    options,
    variants,
    featuredImageId,
    imageIds: [featuredImageId, beansId, cupId],
    metafields: {
      deliveryTime: backorder ? DELIVERY_TIMES.backorder : DELIVERY_TIMES.standard,
      note,
      galleryImageIds: [featuredImageId, beansId, cupId],
      taste,
      preparationTypes,
      certificationIds: certificationKeys.map(
        (k) => ['bio', 'fairtrade', 'rainforest', 'direct-trade'].indexOf(k) + 1,
      ),
    },
    bestSellingRank: 0,
    collectionIds: [],
  };
  return {
    product,
    collectionKeys,
    popularity: (sold ? 0.3 : 1) * (specialty ? 0.7 : 1) * (1 + ctx.rnd.next()),
  };
}
