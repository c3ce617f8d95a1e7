import { defineMessages } from '../i18n/define-messages.ts';

export const contentMessages = defineMessages({
  de: {
    breadcrumb: 'Brotkrümelnavigation',
    home: 'Startseite',
    updated: 'Stand: {date}',
    articlesHeading: 'Aus unserem Kaffeewissen',
    allArticles: 'Alle Artikel ansehen',
  },
  en: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    updated: 'Last updated: {date}',
    articlesHeading: 'From our coffee knowledge',
    allArticles: 'See all articles',
  },
  da: {
    breadcrumb: 'Brødkrummesti',
    home: 'Forside',
    updated: 'Opdateret: {date}',
    articlesHeading: 'Fra vores kaffeviden',
    allArticles: 'Se alle artikler',
  },
});
