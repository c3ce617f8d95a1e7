import { defineMessages } from '../i18n/define-messages.ts';

export const productMessages = defineMessages({
  de: {
    breadcrumb: 'Sie sind hier',
    home: 'Startseite',
    gallery: 'Produktbilder',
    showImage: 'Bild {index} von {count} anzeigen',
    options: 'Varianten',
    notAvailable: '(nicht verfügbar)',
    deliveryTime: 'Lieferzeit: {time}',
    bestBefore: 'Mindestens haltbar bis {date}',
    sku: 'Artikelnummer: {sku}',
    tasteProfile: 'Geschmacksprofil',
    scaleStep: '({step} von {steps})',
    preparation: 'Zubereitung',
    certifications: 'Zertifizierungen',
    description: 'Produktbeschreibung',
    related: 'Ähnliche Produkte',
    complementary: 'Passt dazu',
    stockChecking: 'Verfügbarkeit wird geprüft …',
  },
  en: {
    breadcrumb: 'You are here',
    home: 'Home',
    gallery: 'Product images',
    showImage: 'Show image {index} of {count}',
    options: 'Variants',
    notAvailable: '(not available)',
    deliveryTime: 'Delivery time: {time}',
    bestBefore: 'Best before {date}',
    sku: 'Item number: {sku}',
    tasteProfile: 'Taste profile',
    scaleStep: '({step} of {steps})',
    preparation: 'Preparation',
    certifications: 'Certifications',
    description: 'Product description',
    related: 'Similar products',
    complementary: 'Goes well with',
    stockChecking: 'Checking availability …',
  },
  da: {
    breadcrumb: 'Du er her',
    home: 'Forside',
    gallery: 'Produktbilleder',
    showImage: 'Vis billede {index} af {count}',
    options: 'Varianter',
    notAvailable: '(ikke tilgængelig)',
    deliveryTime: 'Leveringstid: {time}',
    bestBefore: 'Mindst holdbar til {date}',
    sku: 'Varenummer: {sku}',
    tasteProfile: 'Smagsprofil',
    scaleStep: '({step} af {steps})',
    preparation: 'Tilberedning',
    certifications: 'Certificeringer',
    description: 'Produktbeskrivelse',
    related: 'Lignende produkter',
    complementary: 'Passer godt til',
    stockChecking: 'Tjekker tilgængelighed …',
  },
});

/** Spec section 3: the preparation types, by the key the catalogue stores. */
export const preparationMessages = defineMessages({
  de: {
    espresso: 'Espresso',
    filter: 'Filter',
    'milk-coffee': 'Milchkaffee',
    'caffe-crema': 'Caffè Crema',
    cappuccino: 'Cappuccino',
  },
  en: {
    espresso: 'Espresso',
    filter: 'Filter',
    'milk-coffee': 'Milk coffee',
    'caffe-crema': 'Caffè crema',
    cappuccino: 'Cappuccino',
  },
  da: {
    espresso: 'Espresso',
    filter: 'Filter',
    'milk-coffee': 'Kaffe med mælk',
    'caffe-crema': 'Caffè crema',
    cappuccino: 'Cappuccino',
  },
});

export type PreparationKey = keyof (typeof preparationMessages)['de'];

export function isPreparationKey(key: string): key is PreparationKey {
  return Object.hasOwn(preparationMessages.de, key);
}
