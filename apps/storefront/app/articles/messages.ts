import { defineMessages } from '../i18n/define-messages.ts';

export const articleMessages = defineMessages({
  de: {
    indexTitle: 'Ratgeber: Kaffeewissen & Anleitungen',
    indexIntro:
      'Alles, was Sie für besseren Kaffee zu Hause wissen müssen: Schritt-für-Schritt-Anleitungen zur Zubereitung und Wissen rund um Mühle, Maschine und Pflege.',
    indexDescription: 'Kaffeewissen und Anleitungen: Espresso, Filterkaffee, Milchschaum, Mühlen und Pflege.',
    readingTime: '{minutes} Min. Lesezeit',
    published: 'Veröffentlicht am {date}',
    readArticle: 'Artikel lesen',
    relatedProducts: 'Passende Produkte',
    moreArticles: 'Weitere Artikel',
    backToIndex: 'Zur Übersicht aller Artikel',
    advice: 'Ratgeber',
  },
  en: {
    indexTitle: 'Advice: coffee knowledge & tutorials',
    indexIntro:
      'Everything you need to know for better coffee at home: step-by-step brewing tutorials and knowledge about grinders, machines and care.',
    indexDescription:
      'Coffee knowledge and tutorials: espresso, filter coffee, milk foam, grinders and care.',
    readingTime: '{minutes} min read',
    published: 'Published on {date}',
    readArticle: 'Read article',
    relatedProducts: 'Matching products',
    moreArticles: 'More articles',
    backToIndex: 'Back to all articles',
    advice: 'Advice',
  },
  da: {
    indexTitle: 'Rådgivning: kaffeviden og vejledninger',
    indexIntro:
      'Alt, hvad du skal vide for at lave bedre kaffe derhjemme: trin-for-trin-vejledninger og viden om kværne, maskiner og pleje.',
    indexDescription: 'Kaffeviden og vejledninger: espresso, filterkaffe, mælkeskum, kværne og pleje.',
    readingTime: '{minutes} min. læsetid',
    published: 'Udgivet den {date}',
    readArticle: 'Læs artiklen',
    relatedProducts: 'Passende produkter',
    moreArticles: 'Flere artikler',
    backToIndex: 'Tilbage til alle artikler',
    advice: 'Rådgivning',
  },
});
