import { defineMessages } from '../i18n/define-messages.ts';

export const seoMessages = defineMessages({
  de: {
    siteName: 'Kaffeekontor',
    titleSeparator: ' | ',
    shareTitle: 'Kaffee & Zubehör online kaufen',
    keywords: 'Kaffee, Espresso, Shop',
    organisationDescription:
      'Online-Shop für Kaffee, Espresso, Kaffeemaschinen, Mühlen und Zubehör – geliefert in {deliveryMin}-{deliveryMax} Werktagen.',
    shareImageAlt: 'Kaffee, Espresso und Zubehör',
  },
  en: {
    siteName: 'Kaffeekontor',
    titleSeparator: ' | ',
    shareTitle: 'Buy coffee & accessories online',
    keywords: 'coffee, espresso, shop',
    organisationDescription:
      'Online shop for coffee, espresso, coffee machines, grinders and accessories – delivered in {deliveryMin}-{deliveryMax} working days.',
    shareImageAlt: 'Coffee, espresso and accessories',
  },
  da: {
    siteName: 'Kaffeekontor',
    titleSeparator: ' | ',
    shareTitle: 'Køb kaffe og tilbehør online',
    keywords: 'kaffe, espresso, butik',
    organisationDescription:
      'Webshop med kaffe, espresso, kaffemaskiner, kværne og tilbehør – leveret på {deliveryMin}-{deliveryMax} hverdage.',
    shareImageAlt: 'Kaffe, espresso og tilbehør',
  },
});
