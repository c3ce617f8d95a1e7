import { defineMessages } from '../i18n/define-messages.ts';

export const cartMessages = defineMessages({
  de: {
    'cart.button': 'Warenkorb, {count} Artikel',
    'cart.title': 'Warenkorb',
    'cart.close': 'Warenkorb schließen',
    'cart.count': '{count} Artikel im Warenkorb',
    'cart.empty': 'Ihr Warenkorb ist noch leer.',
    'cart.toCart': 'Zum Warenkorb',
    'cart.continue': 'Weiter einkaufen',
  },
  en: {
    'cart.button': 'Basket, {count} items',
    'cart.title': 'Basket',
    'cart.close': 'Close basket',
    'cart.count': '{count} items in your basket',
    'cart.empty': 'Your basket is empty.',
    'cart.toCart': 'Go to basket',
    'cart.continue': 'Continue shopping',
  },
  da: {
    'cart.button': 'Indkøbskurv, {count} varer',
    'cart.title': 'Indkøbskurv',
    'cart.close': 'Luk indkøbskurven',
    'cart.count': '{count} varer i indkøbskurven',
    'cart.empty': 'Din indkøbskurv er tom.',
    'cart.toCart': 'Gå til indkøbskurven',
    'cart.continue': 'Fortsæt med at handle',
  },
});
