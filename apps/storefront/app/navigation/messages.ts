import { defineMessages } from '../i18n/define-messages.ts';

export const navigationMessages = defineMessages({
  de: {
    mainNavigation: 'Hauptnavigation',
    showAll: 'Alle anzeigen: {title}',
    openMenu: 'Menü öffnen',
    menuTitle: 'Menü',
    closeMenu: 'Menü schließen',
    seeAll: '{title} – alle anzeigen',
  },
  en: {
    mainNavigation: 'Main navigation',
    showAll: 'Show all: {title}',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    closeMenu: 'Close menu',
    seeAll: '{title} – show all',
  },
  da: {
    mainNavigation: 'Hovednavigation',
    showAll: 'Vis alle: {title}',
    openMenu: 'Åbn menu',
    menuTitle: 'Menu',
    closeMenu: 'Luk menu',
    seeAll: '{title} – vis alle',
  },
});
