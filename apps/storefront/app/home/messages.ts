import { defineMessages } from '../i18n/define-messages.ts';

export const homeMessages = defineMessages({
  de: {
    pageTitle: 'Kaffee, Espresso & Zubehör',
    heroEyebrow: 'Frisch geröstet, schnell geliefert',
    heroTitle: 'Ihr Kaffee. Ihre Maschine. Ihr Moment.',
    heroText:
      'Über {assortment} Produkte rund um Espresso, Filterkaffee und Zubehör – ausgewählt von Baristas und in {deliveryMin}-{deliveryMax} Werktagen bei Ihnen.',
    heroCta: 'Kaffee entdecken',
    categories: 'Beliebte Kategorien',
    bestsellers: 'Bestseller',
    topBrands: 'Top-Marken',
    brandLink: 'Alle Produkte von {brand}',
  },
  en: {
    pageTitle: 'Coffee, espresso & accessories',
    heroEyebrow: 'Freshly roasted, delivered fast',
    heroTitle: 'Your coffee. Your machine. Your moment.',
    heroText:
      'Over {assortment} products for espresso, filter coffee and accessories – chosen by baristas and with you in {deliveryMin}-{deliveryMax} working days.',
    heroCta: 'Discover coffee',
    categories: 'Popular categories',
    bestsellers: 'Bestsellers',
    topBrands: 'Top brands',
    brandLink: 'All products by {brand}',
  },
  da: {
    pageTitle: 'Kaffe, espresso og tilbehør',
    heroEyebrow: 'Friskristet og hurtigt leveret',
    heroTitle: 'Din kaffe. Din maskine. Dit øjeblik.',
    heroText:
      'Over {assortment} produkter til espresso, filterkaffe og tilbehør – udvalgt af baristaer og hos dig på {deliveryMin}-{deliveryMax} hverdage.',
    heroCta: 'Opdag kaffe',
    categories: 'Populære kategorier',
    bestsellers: 'Bestsellere',
    topBrands: 'Topmærker',
    brandLink: 'Alle produkter fra {brand}',
  },
});
