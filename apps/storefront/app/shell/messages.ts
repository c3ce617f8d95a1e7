import { defineMessages } from '../i18n/define-messages.ts';

export const shellMessages = defineMessages({
  de: {
    skipToNavigation: 'Zur Navigation springen',
    skipToContent: 'Zum Inhalt springen',
    skipToFooter: 'Zum Fußbereich springen',
    logoLabel: '{shop} – zur Startseite',
    account: 'Mein Konto',
    sellingPoints: 'Ihre Vorteile',
    searchSlot: 'Suche',
  },
  en: {
    skipToNavigation: 'Skip to navigation',
    skipToContent: 'Skip to content',
    skipToFooter: 'Skip to footer',
    logoLabel: '{shop} – go to the home page',
    account: 'My account',
    sellingPoints: 'Your benefits',
    searchSlot: 'Search',
  },
  da: {
    skipToNavigation: 'Gå til navigationen',
    skipToContent: 'Gå til indholdet',
    skipToFooter: 'Gå til sidefoden',
    logoLabel: '{shop} – til forsiden',
    account: 'Min konto',
    sellingPoints: 'Dine fordele',
    searchSlot: 'Søg',
  },
});
