import { defineMessages } from '../i18n/define-messages.ts';

export const homeMessages = defineMessages({
  de: {
    heroEyebrow: 'Frisch geröstet, schnell geliefert',
    heroTitle: 'Ihr Kaffee. Ihre Maschine. Ihr Moment.',
    heroText:
      'Über 2.000 Produkte rund um Espresso, Filterkaffee und Zubehör – ausgewählt von Baristas und in 1-3 Werktagen bei Ihnen.',
    heroCta: 'Kaffee entdecken',
    categories: 'Beliebte Kategorien',
    bestsellers: 'Bestseller',
    from: 'ab {price}',
  },
  en: {
    heroEyebrow: 'Freshly roasted, delivered fast',
    heroTitle: 'Your coffee. Your machine. Your moment.',
    heroText:
      'Over 2,000 products for espresso, filter coffee and accessories – chosen by baristas and with you in 1-3 working days.',
    heroCta: 'Discover coffee',
    categories: 'Popular categories',
    bestsellers: 'Bestsellers',
    from: 'from {price}',
  },
  da: {
    heroEyebrow: 'Friskristet og hurtigt leveret',
    heroTitle: 'Din kaffe. Din maskine. Dit øjeblik.',
    heroText:
      'Over 2.000 produkter til espresso, filterkaffe og tilbehør – udvalgt af baristaer og hos dig på 1-3 hverdage.',
    heroCta: 'Opdag kaffe',
    categories: 'Populære kategorier',
    bestsellers: 'Bestsellere',
    from: 'fra {price}',
  },
});
