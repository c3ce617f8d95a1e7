import type { Localized, PreparationTypeDefinition, TasteFacetDefinition } from './catalog-types.ts';

const l = (de: string, en: string, da: string): Localized => ({ de, en, da });

export const TASTE_FACETS: readonly TasteFacetDefinition[] = [
  {
    key: 'roast',
    name: l('Röstgrad', 'Roast', 'Ristningsgrad'),
    scale: [
      l('hell', 'light', 'lys'),
      l('mittelhell', 'medium-light', 'mellemlys'),
      l('mittel', 'medium', 'mellem'),
      l('mitteldunkel', 'medium-dark', 'mellemmørk'),
      l('dunkel', 'dark', 'mørk'),
    ],
  },
  {
    key: 'body',
    name: l('Körper', 'Body', 'Fylde'),
    scale: [l('leicht', 'light', 'let'), l('mittel', 'medium', 'mellem'), l('vollmundig', 'full', 'fyldig')],
  },
  {
    key: 'caffeine',
    name: l('Koffein', 'Caffeine', 'Koffein'),
    scale: [
      l('entkoffeiniert', 'decaffeinated', 'koffeinfri'),
      l('normal', 'regular', 'normal'),
      l('hoch (mit Robusta)', 'high (with robusta)', 'høj (med robusta)'),
    ],
  },
  {
    key: 'strength',
    name: l('Stärke', 'Strength', 'Styrke'),
    scale: [
      l('mild', 'mild', 'mild'),
      l('mild-mittel', 'mild to medium', 'mild til mellem'),
      l('mittel', 'medium', 'mellem'),
      l('kräftig', 'strong', 'kraftig'),
      l('sehr kräftig', 'very strong', 'meget kraftig'),
    ],
  },
  {
    key: 'balance',
    name: l('Balance', 'Balance', 'Balance'),
    scale: [
      l('säurebetont', 'bright', 'syrlig'),
      l('ausgewogen', 'balanced', 'afbalanceret'),
      l('schokoladig', 'chocolatey', 'chokoladeagtig'),
    ],
  },
  {
    key: 'fruit',
    name: l('Fruchtnote', 'Fruit note', 'Frugtnote'),
    scale: [
      l('keine', 'none', 'ingen'),
      l('dezent', 'subtle', 'diskret'),
      l('deutlich', 'noticeable', 'tydelig'),
      l('ausgeprägt', 'pronounced', 'markant'),
    ],
  },
  {
    key: 'crema',
    name: l('Crema', 'Crema', 'Crema'),
    scale: [l('wenig', 'little', 'lidt'), l('mittel', 'medium', 'mellem'), l('viel', 'rich', 'meget')],
  },
];

export const PREPARATION_TYPES: readonly PreparationTypeDefinition[] = [
  { key: 'espresso', name: l('Espresso', 'Espresso', 'Espresso') },
  { key: 'filter', name: l('Filter', 'Filter', 'Filter') },
  { key: 'milk-coffee', name: l('Milchkaffee', 'Milk coffee', 'Kaffe med mælk') },
  { key: 'caffe-crema', name: l('Caffè Crema', 'Caffè crema', 'Caffè crema') },
  { key: 'cappuccino', name: l('Cappuccino', 'Cappuccino', 'Cappuccino') },
];

export interface CertificationSeed {
  handle: string;
  name: Localized;
  text: Localized;
  color: string;
  /** Text on the badge image (one image for all languages). */
  badge: string;
  /** Share of coffees carrying it. */
  share: number;
}

export const CERTIFICATIONS: readonly CertificationSeed[] = [
  {
    handle: 'bio',
    badge: 'BIO',
    name: l('Bio', 'Organic', 'Økologisk'),
    text: l(
      'Aus kontrolliert biologischem Anbau (DE-ÖKO-006).',
      'From certified organic farming (DE-ÖKO-006).',
      'Fra certificeret økologisk landbrug (DE-ÖKO-006).',
    ),
    color: '#4c8c2b',
    share: 0.3,
  },
  {
    handle: 'fairtrade',
    badge: 'Fairtrade',
    name: l('Fairtrade', 'Fairtrade', 'Fairtrade'),
    text: l(
      'Fairtrade-zertifiziert: Mindestpreis und Prämie für die Kooperative.',
      'Fairtrade certified: a minimum price and premium for the cooperative.',
      'Fairtrade-certificeret: minimumspris og præmie til kooperativet.',
    ),
    color: '#00a3e0',
    share: 0.2,
  },
  {
    handle: 'rainforest',
    badge: 'Rainforest Alliance',
    name: l('Rainforest Alliance', 'Rainforest Alliance', 'Rainforest Alliance'),
    text: l(
      'Angebaut nach den Standards der Rainforest Alliance.',
      'Grown to Rainforest Alliance standards.',
      'Dyrket efter Rainforest Alliance-standarder.',
    ),
    color: '#2e7d32',
    share: 0.1,
  },
  {
    handle: 'direct-trade',
    badge: 'Direct Trade',
    name: l('Direkter Handel', 'Direct trade', 'Direkte handel'),
    text: l(
      'Direkt bei der Farm eingekauft, ohne Zwischenhandel.',
      'Bought directly from the farm, without intermediaries.',
      'Købt direkte hos farmen uden mellemhandlere.',
    ),
    color: '#8d5524',
    share: 0.25,
  },
];
