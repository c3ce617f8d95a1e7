import type { Article, Brand, Collection, ContentPage, Lang, Localized, MenuItem } from './catalog-types.ts';

export interface MenuSources {
  collections: Collection[];
  pages: ContentPage[];
  articles: Article[];
  brands: Brand[];
}

/** A menu node before it is resolved for one language. */
type Node =
  | { c: string; title?: Localized; items?: Node[] }
  | { page: string; title?: Localized; items?: Node[] }
  | { article: string; items?: Node[] }
  | { heading: Localized; items: Node[] };

const l = (de: string, en: string, da: string): Localized => ({ de, en, da });

function coffeeMenu(): Node {
  return {
    c: 'coffee',
    title: l('Kaffee', 'Coffee', 'Kaffe'),
    items: [
      {
        c: 'whole-bean-espresso',
        title: l('Espresso', 'Espresso', 'Espresso'),
        items: [{ c: 'roast-dark' }, { c: 'roast-medium' }, { c: 'blends' }, { c: 'decaf' }],
      },
      {
        c: 'filter-coffee',
        items: [{ c: 'roast-light' }, { c: 'single-origin' }, { c: 'ground-coffee' }, { c: 'caffe-crema' }],
      },
      {
        heading: l('Nach Herkunft', 'By origin', 'Efter oprindelse'),
        items: [{ c: 'origin-africa' }, { c: 'origin-latam' }, { c: 'origin-asia' }],
      },
      {
        heading: l('Nachhaltig', 'Sustainable', 'Bæredygtig'),
        items: [{ c: 'bio' }, { c: 'fairtrade' }, { c: 'direct-trade' }, { page: 'flavour-profile' }],
      },
    ],
  };
}

function brandsMenu(brands: Brand[]): Node {
  const link = (b: Brand): Node => ({ c: `brand-${b.key}` });
  return {
    heading: l('Röstereien & Marken', 'Roasters & brands', 'Risterier og mærker'),
    items: [
      {
        heading: l('Kaffeeröstereien', 'Coffee roasters', 'Kafferisterier'),
        items: brands.filter((b) => b.kind === 'coffee').map(link),
      },
      {
        heading: l('Maschinen & Zubehör', 'Machines & accessories', 'Maskiner og tilbehør'),
        items: brands.filter((b) => b.kind === 'equipment').map(link),
      },
    ],
  };
}

function machinesMenu(): Node {
  return {
    c: 'machines',
    items: [
      { c: 'portafilter', items: [{ c: 'brand-lucenti' }, { c: 'brand-vesuvia' }, { c: 'brand-maestrale' }] },
      { c: 'automatic', items: [{ c: 'brand-solano' }, { c: 'brand-helvetia' }] },
      { c: 'filter-machines', items: [{ c: 'brand-bruehwerk' }] },
      { c: 'grinders', items: [{ c: 'electric-grinders' }, { c: 'hand-grinders' }] },
    ],
  };
}

function accessoriesMenu(withCups: boolean): Node {
  const items: Node[] = [
    {
      heading: l('Espresso-Zubehör', 'Espresso tools', 'Espressoudstyr'),
      items: [{ c: 'tampers' }, { c: 'milk-jugs' }, { c: 'scales' }],
    },
    {
      heading: l('Filter & Brühen', 'Filter & brewing', 'Filter og brygning'),
      items: [{ c: 'pour-over' }, { c: 'kettles' }],
    },
    {
      heading: l('Pflege & Aufbewahrung', 'Care & storage', 'Pleje og opbevaring'),
      items: [{ c: 'cleaning' }, { c: 'storage' }],
    },
  ];
  if (withCups)
    items.push({
      c: 'cups-glasses',
      items: [{ c: 'espresso-cups' }, { c: 'cappuccino-cups' }, { c: 'glasses' }, { c: 'mugs' }],
    });
  return { c: 'accessories', items };
}

function offersMenu(): Node {
  return {
    c: 'offers',
    items: [
      { c: 'bestsellers' },
      {
        c: 'gift-ideas',
        items: [{ c: 'gifts-25' }, { c: 'gifts-50' }, { c: 'gifts-100' }, { c: 'gift-cards' }],
      },
    ],
  };
}

function adviceMenu(): Node {
  return {
    heading: l('Ratgeber', 'Advice', 'Rådgivning'),
    items: [
      {
        heading: l('Zubereitung', 'Brewing', 'Tilberedning'),
        items: [
          { article: 'espresso-extraction' },
          { article: 'milk-frothing' },
          { article: 'filter-ratios' },
          { article: 'cold-brew' },
        ],
      },
      {
        heading: l('Technik & Pflege', 'Equipment & care', 'Udstyr og pleje'),
        items: [
          { article: 'grinder-choice' },
          { article: 'descaling' },
          { article: 'storing-beans' },
          { article: 'water-quality' },
        ],
      },
      {
        heading: l('Service', 'Service', 'Service'),
        items: [{ page: 'coffee-hub' }, { page: 'workshops' }, { page: 'click-collect' }, { page: 'co2' }],
      },
    ],
  };
}

/** The three-level navigation of one language; German additionally has cups & glasses and a blog link. */
export function buildMenu(lang: Lang, src: MenuSources): MenuItem[] {
  const collections = new Map(src.collections.map((c) => [c.key, c]));
  const pages = new Map<string, ContentPage>(src.pages.map((p) => [p.key, p]));
  const articles = new Map(src.articles.map((a) => [a.key, a]));
  const resolve = (node: Node, path: string): MenuItem => {
    const children = (node.items ?? []).map((child, i) => resolve(child, `${path}-${i + 1}`));
    const id = `menu-${lang}-${path}`;
    if ('heading' in node) return { id, title: node.heading[lang], url: '#', items: children };
    if ('c' in node) {
      const c = collections.get(node.c);
      if (!c) throw new Error(`menu: unknown collection ${node.c}`);
      return {
        id,
        title: (node.title ?? c.title)[lang],
        url: `/${lang}/c/${c.handle[lang]}`,
        items: children,
      };
    }
    if ('page' in node) {
      const p = pages.get(node.page);
      if (!p) throw new Error(`menu: unknown page ${node.page}`);
      return { id, title: (node.title ?? p.title)[lang], url: `/${lang}/e/${p.slug[lang]}`, items: children };
    }
    const a = articles.get(node.article);
    if (!a) throw new Error(`menu: unknown article ${node.article}`);
    return { id, title: a.title[lang], url: `/${lang}/a/${a.slug[lang]}`, items: children };
  };
  const top: Node[] = [coffeeMenu(), brandsMenu(src.brands), machinesMenu(), accessoriesMenu(lang !== 'de')];
  if (lang === 'de')
    top.push({
      c: 'cups-glasses',
      items: [{ c: 'espresso-cups' }, { c: 'cappuccino-cups' }, { c: 'glasses' }, { c: 'mugs' }],
    });
  top.push(offersMenu(), { c: 'new' }, adviceMenu());
  if (lang === 'de') top.push({ page: 'coffee-hub', title: l('Blog', 'Blog', 'Blog') });
  return top.map((node, i) => resolve(node, String(i + 1)));
}
