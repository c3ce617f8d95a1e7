import { defineMessages } from '../i18n/define-messages.ts';

export const seoMessages = defineMessages({
  de: {
    organisationDescription:
      'Online-Shop für Kaffee, Espresso, Kaffeemaschinen, Mühlen und Zubehör – geliefert in 1-3 Werktagen.',
    shareImageAlt: 'Kaffee, Espresso und Zubehör',
  },
  en: {
    organisationDescription:
      'Online shop for coffee, espresso, coffee machines, grinders and accessories – delivered in 1-3 working days.',
    shareImageAlt: 'Coffee, espresso and accessories',
  },
  da: {
    organisationDescription:
      'Webshop med kaffe, espresso, kaffemaskiner, kværne og tilbehør – leveret på 1-3 hverdage.',
    shareImageAlt: 'Kaffe, espresso og tilbehør',
  },
});
