import type {
  Announcement,
  AnnouncementFieldKey,
  Article,
  Brand,
  Collection,
  ContentPage,
  Lang,
  Localized,
  Product,
  SiteContent,
  UspEntry,
} from './catalog-types.ts';
import { DISCOUNT_CODES, NEWSLETTER_CODE } from './discounts.ts';
import { buildMenu } from './menus.ts';
import { localized } from './text.ts';

interface Sources {
  /** All products in best-selling order. */
  ranked: Product[];
  collections: Collection[];
  pages: ContentPage[];
  articles: Article[];
  brands: Brand[];
}

type AnnouncementText = { handle: string } & Partial<Record<AnnouncementFieldKey, string>>;

const USP: Localized<[string, string | null][]> = {
  de: [
    ['Lieferzeit 1-3 Werktage', 'shipping'],
    ['Versandkostenfrei ab 49 €', 'shipping'],
    ['Jede Lieferung CO2e-kompensiert', 'co2'],
    ['Über 2.000 Produkte', null],
  ],
  en: [
    ['Delivery in 1-3 working days', 'shipping'],
    ['Free shipping from €49', 'shipping'],
    ['Every delivery CO2e-compensated', 'co2'],
    ['Over 2,000 products', null],
  ],
  da: [
    ['Levering på 1-3 hverdage', 'shipping'],
    ['Gratis fragt fra 49 €', 'shipping'],
    ['Hver levering CO2e-kompenseret', 'co2'],
    ['Over 2.000 produkter', null],
  ],
};

const SUGGESTIONS: Localized<string[]> = {
  de: [
    'Espresso',
    'Siebträger',
    'Filterkaffee',
    'Handmühle',
    'Entkalker',
    'Milchkanne',
    'Bio-Kaffee',
    'Tamper',
  ],
  en: [
    'espresso',
    'portafilter',
    'filter coffee',
    'hand grinder',
    'descaler',
    'milk jug',
    'organic coffee',
    'tamper',
  ],
  da: [
    'espresso',
    'portafilter',
    'filterkaffe',
    'håndkværn',
    'afkalkning',
    'mælkekande',
    'økologisk kaffe',
    'tamper',
  ],
};

/** A code's announcement is shown exactly while the code can be redeemed. */
function codeWindow(code: string): Pick<AnnouncementText, 'valid_from' | 'valid_until'> {
  const discount = DISCOUNT_CODES.find((d) => d.code === code);
  if (!discount) throw new Error(`announcement: unknown discount code ${code}`);
  return { valid_from: discount.startsAt, ...(discount.endsAt ? { valid_until: discount.endsAt } : {}) };
}

function announcementTexts(
  lang: Lang,
  link: (kind: 'page' | 'collection', key: string) => string,
): AnnouncementText[] {
  const texts: Localized<AnnouncementText[]> = {
    de: [
      {
        handle: 'newsletter-gutschein',
        title: '5 € Willkommensgutschein',
        description:
          'Melden Sie sich für unseren Newsletter an und sparen Sie 5 € ab 25 € Bestellwert – einmal pro Kunde.',
        link: link('page', 'newsletter'),
        link_text: 'Zum Newsletter',
        discount_code: NEWSLETTER_CODE,
      },
      {
        handle: 'versandkostenfrei',
        title: 'Versandkostenfrei ab 49 €',
        description: 'Innerhalb der EU liefern wir ab 49 € Bestellwert ohne Versandkosten, in 1-3 Werktagen.',
        link: link('page', 'shipping'),
        link_text: 'Mehr zum Versand',
      },
      {
        handle: 'herbstaktion',
        title: '10 % auf Kaffee und Zubehör',
        description:
          'Mit dem Code KAFFEE10 erhalten Sie bis zum 31. März 2027 10 % Rabatt auf Ihre Bestellung.',
        link: link('collection', 'offers'),
        link_text: 'Zu den Angeboten',
        discount_code: 'KAFFEE10',
        ...codeWindow('KAFFEE10'),
      },
      {
        handle: 'workshops',
        title: 'Neue Barista-Workshops',
        description:
          'Espresso, Milchschaum und Filterkaffee: Lernen Sie in kleinen Gruppen von unseren Baristas.',
        link: link('page', 'workshops'),
        link_text: 'Termine ansehen',
      },
    ],
    en: [
      {
        handle: 'newsletter-voucher',
        title: '€5 welcome voucher',
        description: 'Sign up for our newsletter and save €5 on orders from €25 – once per customer.',
        link: link('page', 'newsletter'),
        link_text: 'Go to the newsletter',
        discount_code: NEWSLETTER_CODE,
      },
      {
        handle: 'free-shipping',
        title: 'Free shipping from €49',
        description: 'Within the EU we deliver orders from €49 free of charge, in 1-3 working days.',
        link: link('page', 'shipping'),
        link_text: 'More about shipping',
      },
      {
        handle: 'autumn-sale',
        title: '10% off coffee and accessories',
        description: 'Use the code KAFFEE10 to get 10% off your order until 31 March 2027.',
        link: link('collection', 'offers'),
        link_text: 'See the offers',
        discount_code: 'KAFFEE10',
        ...codeWindow('KAFFEE10'),
      },
      {
        handle: 'workshops',
        title: 'New barista workshops',
        description: 'Espresso, milk foam and filter coffee: learn from our baristas in small groups.',
        link: link('page', 'workshops'),
        link_text: 'See the dates',
      },
    ],
    da: [
      {
        handle: 'nyhedsbrev-rabat',
        title: '5 € velkomstrabat',
        description: 'Tilmeld dig vores nyhedsbrev, og spar 5 € ved køb fra 25 € – én gang pr. kunde.',
        link: link('page', 'newsletter'),
        link_text: 'Til nyhedsbrevet',
        discount_code: NEWSLETTER_CODE,
      },
      {
        handle: 'gratis-fragt',
        title: 'Gratis fragt fra 49 €',
        description: 'Inden for EU leverer vi gratis ved køb fra 49 € på 1-3 hverdage.',
        link: link('page', 'shipping'),
        link_text: 'Mere om fragt',
      },
      {
        handle: 'efteraarstilbud',
        title: '10 % på kaffe og tilbehør',
        description: 'Med koden KAFFEE10 får du 10 % rabat på din bestilling frem til den 31. marts 2027.',
        link: link('collection', 'offers'),
        link_text: 'Se tilbuddene',
        discount_code: 'KAFFEE10',
        ...codeWindow('KAFFEE10'),
      },
      {
        handle: 'workshops',
        title: 'Nye barista-workshops',
        description: 'Espresso, mælkeskum og filterkaffe: Lær af vores baristaer i små hold.',
        link: link('page', 'workshops'),
        link_text: 'Se datoerne',
      },
    ],
  };
  return texts[lang];
}

const FIELD_ORDER: readonly AnnouncementFieldKey[] = [
  'title',
  'description',
  'link',
  'link_text',
  'discount_code',
  'valid_from',
  'valid_until',
];

/** Per-language site content: navigation, announcements, selling points and empty-search entries. */
export function buildSiteContent(src: Sources): Localized<SiteContent> {
  const byKey = new Map(src.collections.map((c) => [c.key, c]));
  const pageByKey = new Map<string, ContentPage>(src.pages.map((p) => [p.key, p]));
  const top = src.ranked.filter((p) => !p.isGiftCard && p.variants.some((v) => v.availableForSale));
  const featured = [
    top.find((p) => p.category === 'coffee'),
    top.find((p) => p.category === 'machine'),
    top.find((p) => p.category === 'grinder'),
    top.find((p) => p.category === 'accessory'),
    top.filter((p) => p.category === 'coffee')[1],
  ].flatMap((p) => (p ? [p.id] : []));
  const featuredCollections = [
    'whole-bean-espresso',
    'filter-coffee',
    'portafilter',
    'electric-grinders',
    'brand-bergwerk',
  ]
    .map((k) => byKey.get(k)?.id)
    .flatMap((id) => (id ? [id] : []));

  return localized((lang) => {
    const link = (kind: 'page' | 'collection', key: string): string => {
      if (kind === 'page') return `/${lang}/e/${pageByKey.get(key)?.slug[lang] ?? ''}`;
      return `/${lang}/c/${byKey.get(key)?.handle[lang] ?? ''}`;
    };
    const announcements: Announcement[] = announcementTexts(lang, link).map((a, i) => ({
      id: `announcement-${lang}-${i + 1}`,
      handle: a.handle,
      fields: FIELD_ORDER.flatMap((key) => {
        const value = a[key];
        return value === undefined ? [] : [{ key, value }];
      }),
    }));
    const uspBar: UspEntry[] = USP[lang].map(([title, page]) =>
      page ? { title, href: link('page', page) } : { title },
    );
    return {
      menu: buildMenu(lang, src),
      announcements,
      uspBar,
      emptySearch: {
        searchQuerySuggestions: SUGGESTIONS[lang],
        productIds: featured,
        collectionIds: featuredCollections,
      },
      uspBarBackgroundColor: null,
      topBarBackgroundColor: null,
    };
  });
}
