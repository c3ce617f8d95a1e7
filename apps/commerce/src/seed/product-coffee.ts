import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import type { CatalogContext } from './catalog-context.ts';
import type {
  Brand,
  Localized,
  PreparationType,
  Product,
  ProductOption,
  TasteProfile,
  Variant,
} from './catalog-types.ts';
import {
  BAG_SIZES,
  BLEND_NAMES,
  COFFEE_LINES,
  type CoffeeLineSeed,
  GRINDS,
  OPTION_NAMES,
  PROCESS_TEXT,
  PROCESSES,
  ROAST_DEGREES,
} from './coffee-words.ts';
import { CONTINENT_NAMES, FLAVOUR_NOTES, ORIGINS, type OriginSeed } from './origins.ts';
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
  variantLabels,
  variantTitle,
} from './product-common.ts';
import { PREPARATION_TYPES } from './taste.ts';
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
/** Danish adverb forms of the roast degrees ("ristet lyst"). */
const ROAST_ADVERB_DA = ['lyst', 'mellemlyst', 'mellem', 'mellemmørkt', 'mørkt'];
const ORIGIN_INDEX = new Map(ORIGINS.map((o, i) => [o, i]));
const NOTE_INDEX = new Map(Object.keys(FLAVOUR_NOTES).map((k, i) => [k, i]));
const BEANS: Localized = { de: 'Bohnen', en: 'beans', da: 'bønner' };
const IN_THE_CUP: Localized = { de: 'in der Tasse', en: 'in the cup', da: 'i koppen' };
const BAG_COLORS = ['#f3ede2', '#1f1f1f', '#e8d9c0', '#2d4a3e', '#7b1e1e', '#f0c987', '#d9e4ec', '#3b2f63'];

function pickLine(ctx: CatalogContext): CoffeeLineSeed {
  let r = ctx.rnd.next();
  for (const line of COFFEE_LINES) {
    r -= line.weight;
    if (r < 0) return line;
  }
  return COFFEE_LINES[0] as CoffeeLineSeed;
}

interface CoffeeIdentity {
  title: Localized;
  /** The title's parts, for building the handle without re-parsing the title. */
  parts: Localized<string[]>;
  origins: OriginSeed[];
  lot: string | null;
  process: (typeof PROCESSES)[number] | null;
  blend: string | null;
}

function identity(
  ctx: CatalogContext,
  brand: Brand,
  line: CoffeeLineSeed,
  titles: TitleRegistry,
): CoffeeIdentity {
  const { rnd } = ctx;
  const lineIndex = COFFEE_LINES.indexOf(line);
  let key = 0;
  let pick = { blend: -1, origins: [] as OriginSeed[], origin: 0, lot: 0, process: -1, withCountry: false };
  for (let attempt = 0; attempt < 4; attempt++) {
    const isBlend =
      line.key !== 'filter' && rnd.chance(line.key === 'crema' || line.key === 'espresso' ? 0.5 : 0.25);
    if (isBlend) {
      const blend = rnd.int(0, BLEND_NAMES.length - 1);
      const origins = rnd.sample(ORIGINS, rnd.int(2, 3));
      pick = { blend, origins, origin: 0, lot: 0, process: -1, withCountry: false };
      key = ((brand.id * 8 + lineIndex) * 64 + blend) * 2 + 1;
    } else {
      const origin = rnd.int(0, ORIGINS.length - 1);
      const seed = ORIGINS[origin] as OriginSeed;
      const lot = rnd.int(0, seed.lots.length - 1);
      const process = line.key === 'decaf' ? -1 : rnd.int(0, PROCESSES.length - 1);
      const withCountry = rnd.chance(0.4);
      pick = { blend: -1, origins: [seed], origin, lot, process, withCountry };
      key =
        (((((brand.id * 8 + lineIndex) * 32 + origin) * 16 + lot) * 8 + process + 1) * 2 +
          (withCountry ? 1 : 0)) *
        2;
    }
    if (!titles.has(key)) break;
  }
  const lotNo = titles.claim(key) + 1;
  const suffix = lotNo > 1 ? `Lot ${lotNo}` : null;
  const roast = line.roastName;
  if (pick.blend >= 0) {
    const blend = BLEND_NAMES[pick.blend] as string;
    const parts = localized((lang) => [brand.name, blend, roast[lang], ...(suffix ? [suffix] : [])]);
    const title = localized(
      (lang) => `${brand.name} ${blend} – ${roast[lang]}${suffix ? ` (${suffix})` : ''}`,
    );
    return { title, parts, origins: pick.origins, lot: null, process: null, blend };
  }
  const origin = pick.origins[0] as OriginSeed;
  const lot = origin.lots[pick.lot] as string;
  const process = pick.process >= 0 ? (PROCESSES[pick.process] ?? null) : null;
  const parts = localized((lang) => {
    const list = [brand.name];
    if (pick.withCountry) list.push(origin.country[lang]);
    list.push(lot);
    if (process) list.push(process);
    list.push(roast[lang]);
    if (suffix) list.push(suffix);
    return list;
  });
  const title = localized((lang) => {
    const where = pick.withCountry ? `${origin.country[lang]} ${lot}` : lot;
    return `${brand.name} ${where}${process ? ` ${process}` : ''} – ${roast[lang]}${suffix ? ` (${suffix})` : ''}`;
  });
  return { title, parts, origins: pick.origins, lot, process, blend: null };
}

function tasteFor(ctx: CatalogContext, line: CoffeeLineSeed, roast: number, blend: boolean): TasteProfile {
  const { rnd } = ctx;
  const robusta = blend && roast >= 3 && rnd.chance(0.4);
  return {
    roast,
    body: Math.min(2, Math.floor(roast / 2) + (rnd.chance(0.3) ? 1 : 0)),
    caffeine: line.key === 'decaf' ? 0 : robusta ? 2 : 1,
    strength: Math.min(4, roast + (robusta ? 1 : 0)),
    balance: roast <= 1 ? 0 : roast >= 3 ? 2 : 1,
    fruit: Math.max(0, 3 - roast - (rnd.chance(0.5) ? 0 : 1) + (roast === 0 ? 1 : 0)),
    crema: line.key === 'filter' ? 0 : Math.min(2, 1 + (robusta || roast >= 3 ? 1 : 0)),
  };
}

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
        sizes.length === 1 && size.grams === 250 ? 2490 : 4090,
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
  // Texts below are built lazily: most descriptions reuse cached fragments.
  const prepNames = () =>
    localized((lang) =>
      preparationTypes.map((p) => PREPARATION_TYPES.find((t) => t.key === p)?.name[lang] ?? p).join(', '),
    );
  const noteList = () =>
    localized((lang) => {
      const n = noteKeys.map((k) => (FLAVOUR_NOTES[k] as Localized)[lang]);
      const and = { de: 'und', en: 'and', da: 'og' }[lang];
      return n.length > 1 ? `${n.slice(0, -1).join(', ')} ${and} ${n[n.length - 1]}` : (n[0] ?? '');
    });
  const originNames = () => localized((lang) => who.origins.map((o) => o.country[lang]).join(', '));
  const origin = who.origins[0] as OriginSeed;
  const originsCode = who.origins.reduce((code, o) => code * 32 + (ORIGIN_INDEX.get(o) ?? 0) + 1, 0);
  const roastWord = ROAST_DEGREES[roast] as Localized;
  const first =
    who.blend !== null
      ? paragraph(
          fragmentKey(
            FRAGMENT.coffeeBlend,
            ((BLEND_NAMES.indexOf(who.blend) * 64 + brand.id) * 32_768 + originsCode) * 8 + roast,
          ),
          () => ({
            de: `Die Mischung ${who.blend} von ${brand.name} verbindet Bohnen aus ${originNames().de} und wird ${roastWord.de} geröstet.`,
            en: `The ${who.blend} blend by ${brand.name} brings together beans from ${originNames().en} and is roasted ${roastWord.en}.`,
            da: `Blandingen ${who.blend} fra ${brand.name} forener bønner fra ${originNames().da} og ristes ${ROAST_ADVERB_DA[roast]}.`,
          }),
        )
      : paragraph(
          fragmentKey(
            FRAGMENT.coffeeOrigin,
            ((originsCode * 16 + origin.lots.indexOf(who.lot ?? '')) * 8 +
              (who.process ? PROCESSES.indexOf(who.process) + 1 : 0)) *
              8 +
              roast,
          ),
          () => ({
            de: `Dieser Kaffee stammt aus ${who.lot} in ${origin.country.de}, gewachsen auf rund ${origin.altitude} Metern, ${who.process ? PROCESS_TEXT[who.process].de : 'schonend im Wasserverfahren entkoffeiniert'} und ${roastWord.de} geröstet.`,
            en: `This coffee comes from ${who.lot} in ${origin.country.en}, grown at about ${origin.altitude} metres, ${who.process ? PROCESS_TEXT[who.process].en : 'gently decaffeinated with water'} and roasted ${roastWord.en}.`,
            da: `Denne kaffe kommer fra ${who.lot} i ${origin.country.da}, dyrket i omkring ${origin.altitude} meters højde, ${who.process ? PROCESS_TEXT[who.process].da : 'skånsomt gjort koffeinfri med vand'} og ristet ${ROAST_ADVERB_DA[roast]}.`,
          }),
        );
  const cup = paragraph(
    fragmentKey(
      FRAGMENT.coffeeNotes,
      noteKeys.reduce((code, k) => code * 64 + (NOTE_INDEX.get(k) ?? 0) + 1, 0),
    ),
    () => {
      const list = noteList();
      return {
        de: `In der Tasse zeigen sich Noten von ${list.de}.`,
        en: `In the cup you will find notes of ${list.en}.`,
        da: `I koppen finder du noter af ${list.da}.`,
      };
    },
  );
  const about = paragraph(fragmentKey(FRAGMENT.brand, brand.id), () => brand.description);
  const facts = bulletList(
    fragmentKey(FRAGMENT.coffeeFacts, (originsCode * 8 + roast) * 8 + COFFEE_LINES.indexOf(line)),
    () => {
      const names = originNames();
      const prep = prepNames();
      const region = CONTINENT_NAMES[origin.continent];
      return {
        de: [
          `Herkunft: ${names.de} (${region.de})`,
          `Röstgrad: ${roastWord.de}`,
          `Empfohlen für: ${prep.de}`,
        ],
        en: [`Origin: ${names.en} (${region.en})`, `Roast: ${roastWord.en}`, `Recommended for: ${prep.en}`],
        da: [
          `Oprindelse: ${names.da} (${region.da})`,
          `Ristning: ${roastWord.da}`,
          `Anbefales til: ${prep.da}`,
        ],
      };
    },
  );
  const desc = compose([first, cup, about, facts]);

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
    seo: productSeo(who.title, first.text),
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
