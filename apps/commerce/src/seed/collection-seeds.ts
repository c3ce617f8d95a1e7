/** Hand-written category collections: the tree behind the three-level navigation. */
import { type CollectionSeed, c } from './collection-seed-type.ts';
import { COFFEE_COLLECTIONS } from './collection-seeds-coffee.ts';
import { EQUIPMENT_COLLECTIONS } from './collection-seeds-equipment.ts';

export type { CollectionSeed } from './collection-seed-type.ts';

export const COLLECTION_SEEDS: readonly CollectionSeed[] = [
  ...COFFEE_COLLECTIONS,
  ...EQUIPMENT_COLLECTIONS,
  c(
    'offers',
    null,
    ['angebote', 'offers', 'tilbud'],
    ['Angebote', 'Offers', 'Tilbud'],
    [
      'Reduzierte Kaffees, Maschinen und Zubehör',
      'Reduced coffees, machines and accessories',
      'Nedsat kaffe, maskiner og tilbehør',
    ],
    '#b3261e',
    'offers',
  ),
  c(
    'new',
    null,
    ['neuheiten', 'new-arrivals', 'nyheder'],
    ['Neuheiten', 'New arrivals', 'Nyheder'],
    ['Frisch eingetroffen', 'Just arrived', 'Lige kommet'],
    '#2e7d32',
    'new',
  ),
  c(
    'bestsellers',
    null,
    ['bestseller', 'bestsellers', 'bestsellere'],
    ['Bestseller', 'Bestsellers', 'Bestsellere'],
    [
      'Das kaufen unsere Kundinnen und Kunden am liebsten',
      'What our customers buy most',
      'Det køber vores kunder helst',
    ],
    '#d4a017',
    'bestsellers',
  ),
  c(
    'gift-ideas',
    null,
    ['geschenkideen', 'gift-ideas', 'gaveideer'],
    ['Geschenkideen', 'Gift ideas', 'Gaveideer'],
    ['Für alle, die Kaffee lieben', 'For everyone who loves coffee', 'Til alle, der elsker kaffe'],
    '#8c1c13',
    'gift-ideas',
  ),
  {
    ...c(
      'gifts-25',
      'gift-ideas',
      ['geschenke-bis-25-euro', 'gifts-up-to-25-eur', 'gaver-op-til-25-euro'],
      ['Geschenke bis 25 €', 'Gifts up to €25', 'Gaver op til 25 €'],
      ['Kleine Freuden für Kaffeefans', 'Small treats for coffee lovers', 'Små glæder til kaffeelskere'],
      '#ad1457',
      'price-band',
    ),
    maxPriceCents: 2500,
  },
  {
    ...c(
      'gifts-50',
      'gift-ideas',
      ['geschenke-bis-50-euro', 'gifts-up-to-50-eur', 'gaver-op-til-50-euro'],
      ['Geschenke bis 50 €', 'Gifts up to €50', 'Gaver op til 50 €'],
      ['Mit Liebe ausgesucht', 'Chosen with care', 'Valgt med omhu'],
      '#c2185b',
      'price-band',
    ),
    maxPriceCents: 5000,
  },
  {
    ...c(
      'gifts-100',
      'gift-ideas',
      ['geschenke-bis-100-euro', 'gifts-up-to-100-eur', 'gaver-op-til-100-euro'],
      ['Geschenke bis 100 €', 'Gifts up to €100', 'Gaver op til 100 €'],
      ['Für besondere Anlässe', 'For special occasions', 'Til særlige lejligheder'],
      '#d81b60',
      'price-band',
    ),
    maxPriceCents: 10000,
  },
  c(
    'gift-cards',
    'gift-ideas',
    ['geschenkgutscheine', 'gift-cards', 'gavekort'],
    ['Geschenkgutscheine', 'Gift cards', 'Gavekort'],
    ['Per E-Mail, sofort verschenkt', 'By e-mail, given instantly', 'På e-mail, givet med det samme'],
    '#3e2723',
    'gift-cards',
  ),
];
