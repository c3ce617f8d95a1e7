/** Hand-written reference data: coffee machines and grinders. */
import type { Localized } from './catalog-types.ts';
import type { DeviceSeed } from './device-seed-type.ts';

const l = (de: string, en: string, da: string): Localized => ({ de, en, da });

export const MACHINE_SEEDS: readonly DeviceSeed[] = [
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
];
