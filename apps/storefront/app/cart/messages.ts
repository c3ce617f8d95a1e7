import { defineMessages } from '../i18n/define-messages.ts';

/** Texts of the header's cart button and the add-to-cart form (every page's first load); the rest in page-messages.ts. */
export const cartMessages = defineMessages({
  de: {
    'cart.button': 'Warenkorb, {count} Artikel',
    'cart.add': 'In den Warenkorb',
    'cart.addNamed': '{title} in den Warenkorb legen',
    'cart.quantity': 'Menge',
  },
  en: {
    'cart.button': 'Basket, {count} items',
    'cart.add': 'Add to basket',
    'cart.addNamed': 'Add {title} to basket',
    'cart.quantity': 'Quantity',
  },
  da: {
    'cart.button': 'Indkøbskurv, {count} varer',
    'cart.add': 'Læg i indkøbskurven',
    'cart.addNamed': 'Læg {title} i indkøbskurven',
    'cart.quantity': 'Antal',
  },
});
