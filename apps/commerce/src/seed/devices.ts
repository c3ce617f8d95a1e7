import type { AccessoryShape, CupShape, GrinderShape, MachineShape } from '../artwork/artwork-types.ts';
import type { Localized, ProductCategory } from './catalog-types.ts';

/** Hand-written reference data for machines, grinders, accessories and cups. */
export type VariantAxis = 'color' | 'size' | 'set' | 'none';

export interface DeviceSeed {
  key: string;
  category: Exclude<ProductCategory, 'coffee' | 'gift-card'>;
  shape: MachineShape | GrinderShape | AccessoryShape | CupShape;
  /** Product type and the noun used in titles. */
  productType: Localized;
  /** Key of the sub-collection the product belongs to. */
  collectionKey: string;
  /** Share within its category. */
  weight: number;
  priceEuros: readonly [number, number];
  axis: VariantAxis;
  /** Size or set values when axis is size/set (labels and price factors). */
  sizes?: readonly { label: Localized; factor: number }[];
  plug: boolean;
  /** Ships by forwarding agency from this price (euros), if ever. */
  freightFrom?: number;
  weightGrams: number;
  features: readonly Localized[];
}

const l = (de: string, en: string, da: string): Localized => ({ de, en, da });

export const MODEL_NAMES: readonly string[] = [
  'Aurora',
  'Primo',
  'Classica',
  'Leva',
  'Stella',
  'Vento',
  'Duetto',
  'Mira',
  'Nova',
  'Rocca',
  'Piccola',
  'Forte',
  'Brillante',
  'Serena',
  'Terra',
  'Luna',
  'Kompass',
  'Anker',
  'Fjord',
  'Zenit',
  'Atlas',
  'Orbit',
  'Kiel',
  'Lago',
  'Sole',
  'Brio',
  'Vela',
  'Tondo',
  'Linea',
  'Quadra',
];
export const MODEL_SUFFIXES: readonly string[] = [
  '',
  ' II',
  ' Pro',
  ' PID',
  ' Evo',
  ' Plus',
  ' S',
  ' V2',
  ' 64',
  ' 83',
  ' Mini',
  ' XL',
];

export interface ColorSeed {
  code: string;
  hex: string;
  name: Localized;
}

export const DEVICE_COLORS: readonly ColorSeed[] = [
  { code: 'SS', hex: '#c9ccd1', name: l('Edelstahl', 'Stainless steel', 'Rustfrit stål') },
  { code: 'BK', hex: '#1c1c1e', name: l('Schwarz', 'Black', 'Sort') },
  { code: 'WH', hex: '#f4f4f2', name: l('Weiß', 'White', 'Hvid') },
  { code: 'RD', hex: '#b3261e', name: l('Rot', 'Red', 'Rød') },
  { code: 'CR', hex: '#eadfc8', name: l('Creme', 'Cream', 'Creme') },
  { code: 'SG', hex: '#8fa68e', name: l('Salbeigrün', 'Sage green', 'Salviegrøn') },
  { code: 'NB', hex: '#22304f', name: l('Nachtblau', 'Midnight blue', 'Natblå') },
  { code: 'CU', hex: '#b87333', name: l('Kupfer', 'Copper', 'Kobber') },
  { code: 'SA', hex: '#d8c3a5', name: l('Sand', 'Sand', 'Sand') },
];

const ml = (n: number, factor: number) => ({ label: l(`${n} ml`, `${n} ml`, `${n} ml`), factor });
const mm = (n: string, factor: number) => ({
  label: l(`${n.replace('.', ',')} mm`, `${n} mm`, `${n.replace('.', ',')} mm`),
  factor,
});
const set = (n: number, factor: number) => ({
  label: l(`${n}er-Set`, `Set of ${n}`, `Sæt med ${n}`),
  factor,
});

export const DEVICE_SEEDS: readonly DeviceSeed[] = [
  // ------------------------------------------------------------ machines
  {
    key: 'single-boiler',
    category: 'machine',
    shape: 'portafilter',
    collectionKey: 'portafilter',
    weight: 0.25,
    productType: l('Siebträgermaschine', 'Portafilter machine', 'Portafiltermaskine'),
    priceEuros: [390, 1290],
    axis: 'color',
    plug: true,
    freightFrom: 1000,
    weightGrams: 16000,
    features: [
      l(
        'Einkreiser mit PID-Temperaturregelung',
        'Single boiler with PID temperature control',
        'Enkeltkedel med PID-temperaturstyring',
      ),
      l(
        'Verchromte Messing-Brühgruppe',
        'Chrome-plated brass group head',
        'Forkromet bryggehoved af messing',
      ),
      l(
        'Profi-Siebträger mit 58 mm Durchmesser',
        'Professional 58 mm portafilter',
        'Professionel portafilter på 58 mm',
      ),
      l('Dampflanze mit Zwei-Loch-Düse', 'Steam wand with two-hole tip', 'Damprør med tohullsdyse'),
    ],
  },
  {
    key: 'dual-boiler',
    category: 'machine',
    shape: 'portafilter',
    collectionKey: 'portafilter',
    weight: 0.17,
    productType: l('Dualboiler-Siebträger', 'Dual-boiler espresso machine', 'Dobbeltkedel-espressomaskine'),
    priceEuros: [1490, 3490],
    axis: 'color',
    plug: true,
    freightFrom: 0,
    weightGrams: 28000,
    features: [
      l(
        'Zwei getrennte Kessel für Brühwasser und Dampf',
        'Separate boilers for brewing and steam',
        'To separate kedler til bryg og damp',
      ),
      l(
        'Rotationspumpe, Festwasseranschluss möglich',
        'Rotary pump, can be plumbed in',
        'Rotationspumpe, kan tilsluttes fast vand',
      ),
      l('Druckprofilierung über Paddle', 'Pressure profiling with a paddle', 'Trykprofilering med paddle'),
      l('Shot-Timer im Display', 'Shot timer in the display', 'Shot-timer i displayet'),
    ],
  },
  {
    key: 'automatic',
    category: 'machine',
    shape: 'automatic',
    collectionKey: 'automatic',
    weight: 0.35,
    productType: l('Kaffeevollautomat', 'Bean-to-cup machine', 'Fuldautomatisk kaffemaskine'),
    priceEuros: [420, 2490],
    axis: 'color',
    plug: true,
    freightFrom: 1200,
    weightGrams: 11000,
    features: [
      l(
        'Kegelmahlwerk aus Edelstahl mit 8 Stufen',
        'Stainless steel conical burrs with 8 settings',
        'Konisk kværn i rustfrit stål med 8 trin',
      ),
      l(
        'Automatisches Milchsystem für Cappuccino auf Knopfdruck',
        'Automatic milk system for one-touch cappuccino',
        'Automatisk mælkesystem til cappuccino med ét tryk',
      ),
      l(
        'Farb-Touchdisplay mit 16 Rezepten',
        'Colour touch display with 16 recipes',
        'Farve-touchskærm med 16 opskrifter',
      ),
      l(
        'Herausnehmbare Brühgruppe, leicht zu reinigen',
        'Removable brew unit, easy to clean',
        'Udtagelig bryggeenhed, nem at rengøre',
      ),
    ],
  },
  {
    key: 'filter-machine',
    category: 'machine',
    shape: 'filter',
    collectionKey: 'filter-machines',
    weight: 0.23,
    productType: l('Filterkaffeemaschine', 'Filter coffee machine', 'Filterkaffemaskine'),
    priceEuros: [149, 349],
    axis: 'color',
    plug: true,
    weightGrams: 4000,
    features: [
      l(
        'Brühtemperatur konstant zwischen 92 und 96 °C',
        'Brewing temperature steady between 92 and 96 °C',
        'Bryggetemperatur stabil mellem 92 og 96 °C',
      ),
      l('Thermokanne für 1,25 Liter', 'Thermal carafe for 1.25 litres', 'Termokande til 1,25 liter'),
      l(
        'Vorbrühfunktion für gleichmäßige Extraktion',
        'Pre-infusion for even extraction',
        'Forbrygning for jævn ekstraktion',
      ),
    ],
  },
  // ------------------------------------------------------------ grinders
  {
    key: 'espresso-grinder',
    category: 'grinder',
    shape: 'electric',
    collectionKey: 'electric-grinders',
    weight: 0.45,
    productType: l('Espressomühle', 'Espresso grinder', 'Espressokværn'),
    priceEuros: [249, 1490],
    axis: 'color',
    plug: true,
    weightGrams: 7000,
    features: [
      l('Stufenlose Mahlgradverstellung', 'Stepless grind adjustment', 'Trinløs justering af formaling'),
      l('Flachmahlscheiben mit 64 mm Durchmesser', '64 mm flat burrs', 'Flade kværnskiver på 64 mm'),
      l(
        'Portionierung per Timer auf 0,1 Sekunden',
        'Timed dosing to 0.1 seconds',
        'Dosering med timer på 0,1 sekund',
      ),
    ],
  },
  {
    key: 'filter-grinder',
    category: 'grinder',
    shape: 'electric',
    collectionKey: 'electric-grinders',
    weight: 0.25,
    productType: l('Kaffeemühle', 'Coffee grinder', 'Kaffekværn'),
    priceEuros: [119, 590],
    axis: 'color',
    plug: true,
    weightGrams: 4000,
    features: [
      l(
        '40 Mahlstufen von Espresso bis French Press',
        '40 settings from espresso to French press',
        '40 trin fra espresso til stempelkande',
      ),
      l(
        'Kegelmahlwerk für gleichmäßiges Mahlgut',
        'Conical burrs for an even grind',
        'Konisk kværn for jævn formaling',
      ),
      l('Antistatischer Auffangbehälter', 'Anti-static grounds cup', 'Antistatisk opsamlingsbeholder'),
    ],
  },
  {
    key: 'hand-grinder',
    category: 'grinder',
    shape: 'hand',
    collectionKey: 'hand-grinders',
    weight: 0.3,
    productType: l('Handmühle', 'Hand grinder', 'Håndkværn'),
    priceEuros: [39, 290],
    axis: 'color',
    plug: false,
    weightGrams: 700,
    features: [
      l('Kegelmahlwerk aus gehärtetem Stahl', 'Hardened steel conical burrs', 'Konisk kværn af hærdet stål'),
      l(
        'Doppelt gelagerte Achse für präzises Mahlgut',
        'Dual-bearing axle for a precise grind',
        'Dobbeltlejret aksel for præcis formaling',
      ),
      l('Fasst bis zu 30 g Bohnen', 'Holds up to 30 g of beans', 'Rummer op til 30 g bønner'),
    ],
  },
  // ------------------------------------------------------------ accessories
  {
    key: 'milk-jug',
    category: 'accessory',
    shape: 'jug',
    collectionKey: 'milk-jugs',
    weight: 0.16,
    productType: l('Milchkanne', 'Milk jug', 'Mælkekande'),
    priceEuros: [14, 45],
    axis: 'size',
    sizes: [ml(350, 1), ml(600, 1.2), ml(900, 1.45)],
    plug: false,
    weightGrams: 300,
    features: [
      l('Spitzer Ausguss für Latte Art', 'Sharp spout for latte art', 'Spids tud til latte art'),
      l('Gebürsteter Edelstahl 18/10', 'Brushed 18/10 stainless steel', 'Børstet rustfrit stål 18/10'),
    ],
  },
  {
    key: 'tamper',
    category: 'accessory',
    shape: 'tamper',
    collectionKey: 'tampers',
    weight: 0.14,
    productType: l('Tamper', 'Tamper', 'Tamper'),
    priceEuros: [19, 119],
    axis: 'size',
    sizes: [mm('51', 1), mm('54', 1), mm('58', 1), mm('58.5', 1.1)],
    plug: false,
    weightGrams: 450,
    features: [
      l(
        'Flache Edelstahlbasis für ein ebenes Kaffeebett',
        'Flat stainless steel base for a level puck',
        'Flad bund i rustfrit stål for en jævn kage',
      ),
      l('Griff aus geöltem Walnussholz', 'Handle of oiled walnut', 'Håndtag af olieret valnød'),
    ],
  },
  {
    key: 'scale',
    category: 'accessory',
    shape: 'scale',
    collectionKey: 'scales',
    weight: 0.12,
    productType: l('Kaffeewaage', 'Coffee scale', 'Kaffevægt'),
    priceEuros: [24, 179],
    axis: 'color',
    plug: false,
    weightGrams: 500,
    features: [
      l('Auflösung 0,1 g bis 2 kg', '0.1 g resolution up to 2 kg', 'Opløsning 0,1 g op til 2 kg'),
      l(
        'Integrierter Timer mit Auto-Start',
        'Built-in timer with auto start',
        'Indbygget timer med autostart',
      ),
      l('Per USB-C aufladbar', 'Rechargeable via USB-C', 'Genopladelig via USB-C'),
    ],
  },
  {
    key: 'cleaning',
    category: 'accessory',
    shape: 'cleaning',
    collectionKey: 'cleaning',
    weight: 0.18,
    productType: l('Reinigung & Pflege', 'Cleaning & care', 'Rengøring og pleje'),
    priceEuros: [6, 29],
    axis: 'set',
    sizes: [set(1, 1), set(3, 2.6)],
    plug: false,
    weightGrams: 400,
    features: [
      l(
        'Löst Kaffeefette und Kalk zuverlässig',
        'Removes coffee oils and scale reliably',
        'Fjerner kaffefedt og kalk pålideligt',
      ),
      l('Biologisch abbaubare Rezeptur', 'Biodegradable formula', 'Biologisk nedbrydelig formel'),
    ],
  },
  {
    key: 'dripper',
    category: 'accessory',
    shape: 'dripper',
    collectionKey: 'pour-over',
    weight: 0.16,
    productType: l('Handfilter', 'Pour-over dripper', 'Håndfilter'),
    priceEuros: [9, 59],
    axis: 'color',
    plug: false,
    weightGrams: 350,
    features: [
      l(
        'Für Filtergröße 02, ein bis vier Tassen',
        'Takes size 02 filters, one to four cups',
        'Til filterstørrelse 02, en til fire kopper',
      ),
      l(
        'Rippen innen für gleichmäßigen Durchfluss',
        'Inner ribs for an even flow',
        'Riller indvendigt for jævnt flow',
      ),
    ],
  },
  {
    key: 'kettle',
    category: 'accessory',
    shape: 'kettle',
    collectionKey: 'kettles',
    weight: 0.1,
    productType: l('Wasserkocher', 'Kettle', 'Elkedel'),
    priceEuros: [39, 179],
    axis: 'color',
    plug: true,
    weightGrams: 1300,
    features: [
      l(
        'Schwanenhals-Ausguss für präzises Gießen',
        'Gooseneck spout for precise pouring',
        'Svanehalstud til præcis hældning',
      ),
      l(
        'Temperatur gradgenau von 40 bis 100 °C',
        'Temperature to the degree from 40 to 100 °C',
        'Temperatur gradvis fra 40 til 100 °C',
      ),
    ],
  },
  {
    key: 'frother',
    category: 'accessory',
    shape: 'jug',
    collectionKey: 'milk-jugs',
    weight: 0.06,
    productType: l('Milchaufschäumer', 'Milk frother', 'Mælkeskummer'),
    priceEuros: [59, 159],
    axis: 'color',
    plug: true,
    weightGrams: 900,
    features: [
      l(
        'Heißer und kalter Milchschaum per Knopfdruck',
        'Hot and cold milk foam at the touch of a button',
        'Varm og kold mælkeskum med et tryk',
      ),
      l(
        'Induktionsantrieb, spülmaschinenfest',
        'Induction drive, dishwasher safe',
        'Induktionsdrevet, tåler opvaskemaskine',
      ),
    ],
  },
  {
    key: 'canister',
    category: 'accessory',
    shape: 'canister',
    collectionKey: 'storage',
    weight: 0.08,
    productType: l('Vorratsdose', 'Storage canister', 'Opbevaringsdåse'),
    priceEuros: [15, 49],
    axis: 'color',
    plug: false,
    weightGrams: 400,
    features: [
      l('Aromaventil hält Sauerstoff fern', 'Aroma valve keeps oxygen out', 'Aromaventil holder ilt ude'),
      l('Fasst 500 g Bohnen', 'Holds 500 g of beans', 'Rummer 500 g bønner'),
    ],
  },
  // ------------------------------------------------------------ cups & glasses
  {
    key: 'espresso-cup',
    category: 'cup',
    shape: 'espresso',
    collectionKey: 'espresso-cups',
    weight: 0.3,
    productType: l('Espressotasse', 'Espresso cup', 'Espressokop'),
    priceEuros: [9, 24],
    axis: 'set',
    sizes: [set(2, 1), set(4, 1.85), set(6, 2.6)],
    plug: false,
    weightGrams: 300,
    features: [
      l(
        'Dickwandiges Porzellan hält die Wärme',
        'Thick-walled porcelain keeps the heat',
        'Tykvægget porcelæn holder på varmen',
      ),
      l('70 ml mit Untertasse', '70 ml with saucer', '70 ml med underkop'),
    ],
  },
  {
    key: 'cappuccino-cup',
    category: 'cup',
    shape: 'cappuccino',
    collectionKey: 'cappuccino-cups',
    weight: 0.3,
    productType: l('Cappuccinotasse', 'Cappuccino cup', 'Cappuccinokop'),
    priceEuros: [12, 29],
    axis: 'set',
    sizes: [set(2, 1), set(4, 1.85)],
    plug: false,
    weightGrams: 450,
    features: [
      l(
        'Runde Tulpenform für Latte Art',
        'Round tulip shape for latte art',
        'Rund tulipanform til latte art',
      ),
      l('180 ml, spülmaschinenfest', '180 ml, dishwasher safe', '180 ml, tåler opvaskemaskine'),
    ],
  },
  {
    key: 'glass',
    category: 'cup',
    shape: 'glass',
    collectionKey: 'glasses',
    weight: 0.2,
    productType: l('Doppelwandiges Glas', 'Double-walled glass', 'Dobbeltvægget glas'),
    priceEuros: [14, 39],
    axis: 'set',
    sizes: [set(2, 1), set(4, 1.8)],
    plug: false,
    weightGrams: 350,
    features: [
      l('Mundgeblasenes Borosilikatglas', 'Mouth-blown borosilicate glass', 'Mundblæst borosilikatglas'),
      l(
        'Getränk scheint zu schweben, außen bleibt es kühl',
        'The drink seems to float, the outside stays cool',
        'Drikken ser ud til at svæve, ydersiden forbliver kølig',
      ),
    ],
  },
  {
    key: 'mug',
    category: 'cup',
    shape: 'mug',
    collectionKey: 'mugs',
    weight: 0.2,
    productType: l('Kaffeebecher', 'Coffee mug', 'Kaffekrus'),
    priceEuros: [12, 29],
    axis: 'color',
    plug: false,
    weightGrams: 380,
    features: [
      l(
        'Handglasiertes Steinzeug, jedes Stück ein Unikat',
        'Hand-glazed stoneware, every piece unique',
        'Håndglaseret stentøj, hvert stykke unikt',
      ),
      l(
        '300 ml für Filterkaffee und Milchkaffee',
        '300 ml for filter coffee and milk coffee',
        '300 ml til filterkaffe og kaffe med mælk',
      ),
    ],
  },
];

/** Which equipment brands make which device (keys of DEVICE_SEEDS → keys of BRAND_SEEDS). */
export const DEVICE_BRANDS: Record<string, readonly string[]> = {
  'single-boiler': ['lucenti', 'vesuvia', 'maestrale'],
  'dual-boiler': ['lucenti', 'vesuvia'],
  automatic: ['solano', 'helvetia'],
  'filter-machine': ['bruehwerk', 'helvetia'],
  'espresso-grinder': ['kroemervoss', 'mahlgut', 'macinaveloce', 'vesuvia'],
  'filter-grinder': ['kroemervoss', 'mahlgut'],
  'hand-grinder': ['kroemervoss', 'nordiskbrygg'],
  'milk-jug': ['baristica', 'lucenti'],
  tamper: ['baristica', 'kroemervoss'],
  scale: ['feinwaage', 'nordiskbrygg'],
  cleaning: ['klarwasser'],
  dripper: ['nordiskbrygg', 'bruehwerk'],
  kettle: ['bruehwerk', 'nordiskbrygg'],
  frother: ['bruehwerk', 'solano'],
  canister: ['tidevand', 'baristica'],
  'espresso-cup': ['hellwig', 'tidevand'],
  'cappuccino-cup': ['hellwig', 'tidevand'],
  glass: ['waldeck', 'nordiskbrygg'],
  mug: ['tidevand', 'hellwig'],
};

/** Colour codes offered per category. */
export const CATEGORY_COLORS: Record<string, readonly string[]> = {
  machine: ['SS', 'BK', 'WH', 'RD', 'CR', 'SG', 'NB', 'CU'],
  grinder: ['BK', 'SS', 'WH', 'RD', 'NB'],
  accessory: ['BK', 'SS', 'WH', 'SG', 'CU'],
  cup: ['WH', 'BK', 'SA', 'SG', 'NB'],
};
