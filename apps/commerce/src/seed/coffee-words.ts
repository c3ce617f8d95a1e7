import type { Localized, PreparationType } from './catalog-types.ts';

/** A coffee line decides the product type, the roast name in the title and the collections. */
export type CoffeeLine = 'espresso' | 'filter' | 'omni' | 'crema' | 'decaf';

export interface CoffeeLineSeed {
  key: CoffeeLine;
  /** Share of coffees (weights sum to 1). */
  weight: number;
  productType: Localized;
  /** Title suffix after the dash, e.g. `Filterröstung`. */
  roastName: Localized;
  /** Roast degree range (0 light .. 4 dark). */
  roastRange: readonly [number, number];
  preparation: readonly PreparationType[];
}

export const COFFEE_LINES: readonly CoffeeLineSeed[] = [
  {
    key: 'espresso',
    weight: 0.42,
    productType: { de: 'Espresso', en: 'Espresso', da: 'Espresso' },
    roastName: { de: 'Espressoröstung', en: 'Espresso Roast', da: 'Espressoristning' },
    roastRange: [2, 4],
    preparation: ['espresso', 'cappuccino', 'milk-coffee'],
  },
  {
    key: 'filter',
    weight: 0.28,
    productType: { de: 'Filterkaffee', en: 'Filter coffee', da: 'Filterkaffe' },
    roastName: { de: 'Filterröstung', en: 'Filter Roast', da: 'Filterristning' },
    roastRange: [0, 2],
    preparation: ['filter'],
  },
  {
    key: 'omni',
    weight: 0.1,
    productType: { de: 'Kaffee', en: 'Coffee', da: 'Kaffe' },
    roastName: { de: 'Omni-Röstung', en: 'Omni Roast', da: 'Omni-ristning' },
    roastRange: [1, 2],
    preparation: ['espresso', 'filter', 'milk-coffee'],
  },
  {
    key: 'crema',
    weight: 0.12,
    productType: { de: 'Caffè Crema', en: 'Caffè crema', da: 'Caffè crema' },
    roastName: { de: 'Crema-Röstung', en: 'Crema Roast', da: 'Crema-ristning' },
    roastRange: [2, 3],
    preparation: ['caffe-crema', 'milk-coffee'],
  },
  {
    key: 'decaf',
    weight: 0.08,
    productType: { de: 'Entkoffeinierter Kaffee', en: 'Decaf coffee', da: 'Koffeinfri kaffe' },
    roastName: { de: 'Entkoffeiniert', en: 'Decaf', da: 'Koffeinfri' },
    roastRange: [1, 3],
    preparation: ['espresso', 'filter', 'cappuccino'],
  },
];

export const ROAST_DEGREES: readonly Localized[] = [
  { de: 'hell', en: 'light', da: 'lys' },
  { de: 'mittelhell', en: 'medium-light', da: 'mellemlys' },
  { de: 'mittel', en: 'medium', da: 'mellem' },
  { de: 'mitteldunkel', en: 'medium-dark', da: 'mellemmørk' },
  { de: 'dunkel', en: 'dark', da: 'mørk' },
];

/** Processing methods: international terms used unchanged in titles. */
export const PROCESSES = ['Washed', 'Natural', 'Honey', 'Anaerobic Natural', 'Pulped Natural'] as const;

export const PROCESS_TEXT: Record<(typeof PROCESSES)[number], Localized> = {
  Washed: { de: 'gewaschen aufbereitet', en: 'washed', da: 'vasket' },
  Natural: {
    de: 'in der ganzen Kirsche getrocknet',
    en: 'dried in the whole cherry',
    da: 'tørret i hele bæret',
  },
  Honey: {
    de: 'im Honey-Verfahren mit Fruchtfleisch getrocknet',
    en: 'honey processed with the mucilage left on',
    da: 'honey-forarbejdet med frugtkødet på',
  },
  'Anaerobic Natural': {
    de: 'anaerob fermentiert und als Natural getrocknet',
    en: 'fermented anaerobically and dried as a natural',
    da: 'anaerobt fermenteret og tørret som natural',
  },
  'Pulped Natural': {
    de: 'als Pulped Natural aufbereitet',
    en: 'pulped natural processed',
    da: 'forarbejdet som pulped natural',
  },
};

/** Blend names: proper names, identical in all languages. */
export const BLEND_NAMES: readonly string[] = [
  'Nachtschicht',
  'Morgenrot',
  'Hafenblick',
  'Nonna',
  'Il Classico',
  'Bellezza',
  'Schwarzer Peter',
  'Sonntagsbohne',
  'Dolce Vita',
  'Kupferkessel',
  'Barista Blend',
  'Hausmischung No. 7',
  'Fjordblå',
  'Kaffeeklatsch',
  'Vulcano',
  'Siebträgerliebe',
  'Gute Stube',
  'Milano Bar',
  'Napoli Forte',
  'Nordstern',
  'Elbphilharmonie',
  'Grand Café',
  'Wiener Melange',
  'Crema d’Oro',
  'Sankt Pauli',
  'Rubin',
  'Samtpfote',
  'Lakrids',
  'Hyggelig',
  'Bohnenkönig',
  'Frühstücksröstung',
  'Waldlichtung',
  'Seemannsgarn',
  'Espresso Uno',
  'Brio',
  'Velluto',
  'Tramontana',
  'Goldstück',
  'Feierabend',
  'Alpenglühen',
];

export interface BagSize {
  grams: number;
  label: Localized;
}

export const BAG_SIZES: readonly BagSize[] = [
  { grams: 250, label: { de: '250 g', en: '250 g', da: '250 g' } },
  { grams: 500, label: { de: '500 g', en: '500 g', da: '500 g' } },
  { grams: 1000, label: { de: '1 kg', en: '1 kg', da: '1 kg' } },
];

export interface GrindSeed {
  code: string;
  name: Localized;
}

export const GRINDS: readonly GrindSeed[] = [
  { code: 'B', name: { de: 'Ganze Bohne', en: 'Whole bean', da: 'Hele bønner' } },
  { code: 'E', name: { de: 'Espresso-Mahlung', en: 'Espresso grind', da: 'Espressoformalet' } },
  { code: 'F', name: { de: 'Filter-Mahlung', en: 'Filter grind', da: 'Filterformalet' } },
];

export const OPTION_NAMES = {
  size: { de: 'Größe', en: 'Size', da: 'Størrelse' },
  grind: { de: 'Mahlgrad', en: 'Grind', da: 'Formaling' },
  color: { de: 'Farbe', en: 'Colour', da: 'Farve' },
  amount: { de: 'Betrag', en: 'Amount', da: 'Beløb' },
  set: { de: 'Set', en: 'Set', da: 'Sæt' },
} satisfies Record<string, Localized>;
