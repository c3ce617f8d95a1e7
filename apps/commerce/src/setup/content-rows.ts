import type { MetaobjectFieldRecord } from '../content/content-tables.ts';
import type { articles, blogs, menus, metaobjects, pages, shippingCountries } from '../db/schema.ts';
import { toGlobalId } from '../node/global-id.ts';
import type { Catalog, Localized } from '../seed/catalog-types.ts';
import { buildFooterMenu } from '../seed/footer-menu.ts';
import { languages } from './product-rows.ts';

type MetaobjectRow = typeof metaobjects.$inferInsert;

const same = (value: string): Localized => ({ de: value, en: value, da: value });
const text = (key: string, value: string | null, type = 'single_line_text_field'): MetaobjectFieldRecord => ({
  key,
  type,
  value: value === null ? null : same(value),
});
const list = (key: string, type: string, values: string[]): MetaobjectFieldRecord => ({
  key,
  type,
  value: same(JSON.stringify(values)),
});
const collectionIds = (ids: number[]) => ids.map((id) => toGlobalId('Collection', id));

/**
 * Metaobjects with stable ids: certifications first (their ids are referenced by product
 * metafields), then promotion cards, announcements, site content and the site configuration.
 */
export function metaobjectRows(catalog: Catalog, updatedAt: string) {
  const rows: MetaobjectRow[] = [];
  const push = (row: Omit<MetaobjectRow, 'id' | 'position' | 'updatedAt'>) => {
    const id = rows.length + 1;
    rows.push({ ...row, id, position: id, updatedAt });
    return id;
  };
  const certificationIds = new Map<number, number>();
  for (const c of catalog.certifications) {
    const fields: MetaobjectFieldRecord[] = c.fields.map((f) => ({
      key: f.key,
      type: 'single_line_text_field',
      value: f.value,
    }));
    fields.push(text('image', toGlobalId('MediaImage', c.imageId), 'file_reference'));
    certificationIds.set(c.id, push({ type: 'certification', handle: c.handle, language: '*', fields }));
  }
  const promotionCards = new Map<number, number>();
  for (const collection of catalog.collections) {
    const card = collection.metafields.promotioncard;
    if (!card) continue;
    const fields: MetaobjectFieldRecord[] = [
      { key: 'title', type: 'single_line_text_field', value: card.title },
      { key: 'text', type: 'multi_line_text_field', value: card.text },
      { key: 'url', type: 'url', value: card.url },
      text('image', toGlobalId('MediaImage', card.imageId), 'file_reference'),
    ];
    promotionCards.set(
      collection.id,
      push({ type: 'promotion_card', handle: collection.key, language: '*', fields }),
    );
  }
  for (const language of languages) {
    const content = catalog.content[language];
    for (const a of content.announcements) {
      push({
        type: 'announcement',
        handle: a.handle,
        language,
        fields: a.fields.map((f) => text(f.key, f.value)),
      });
    }
    const fields: MetaobjectFieldRecord[] = [
      text('usp_bar', JSON.stringify(content.uspBar), 'json'),
      list(
        'search_query_suggestions',
        'list.single_line_text_field',
        content.emptySearch.searchQuerySuggestions,
      ),
      list(
        'products',
        'list.product_reference',
        content.emptySearch.productIds.map((id) => toGlobalId('Product', id)),
      ),
      list('collections', 'list.collection_reference', collectionIds(content.emptySearch.collectionIds)),
      text('usp_bar_background_color', content.uspBarBackgroundColor, 'color'),
      text('top_bar_background_color', content.topBarBackgroundColor, 'color'),
    ];
    push({ type: 'site_content', handle: 'site-content', language, fields });
  }
  const config = catalog.siteConfig;
  const popular = config.popularCollections.map((p) => ({
    collection: toGlobalId('Collection', p.collectionId),
    icon: p.icon,
  }));
  push({
    type: 'site_configuration',
    handle: 'site-configuration',
    language: '*',
    fields: [
      text('popular_collections', JSON.stringify(popular), 'json'),
      list('top_brands', 'list.collection_reference', collectionIds(config.topBrands)),
      list('top_coffee_brands', 'list.collection_reference', collectionIds(config.topCoffeeBrands)),
      list('coffee_brands', 'list.collection_reference', collectionIds(config.coffeeBrands)),
      list('top_equipment_brands', 'list.collection_reference', collectionIds(config.topEquipmentBrands)),
      list('equipment_brands', 'list.collection_reference', collectionIds(config.equipmentBrands)),
    ],
  });
  return {
    rows,
    certificationObjectId: (id: number) => certificationIds.get(id) ?? 0,
    promotionCardObjectId: (collectionId: number) => promotionCards.get(collectionId) ?? null,
  };
}

export const mainMenuHandle = 'main-menu';

export function menuRows(catalog: Catalog): (typeof menus.$inferInsert)[] {
  const titles: Localized = { de: 'Hauptmenü', en: 'Main menu', da: 'Hovedmenu' };
  const footerTitles: Localized = { de: 'Fußzeile', en: 'Footer', da: 'Sidefod' };
  return languages.flatMap((language) => [
    {
      handle: mainMenuHandle,
      language,
      title: titles[language],
      items: catalog.content[language].menu,
    },
    {
      handle: 'footer',
      language,
      title: footerTitles[language],
      items: buildFooterMenu(language, catalog.pages),
    },
  ]);
}

export function pageRows(catalog: Catalog, createdAt: string): (typeof pages.$inferInsert)[] {
  return catalog.pages.map((page) => ({
    id: page.id,
    key: page.key,
    handle: page.slug,
    title: page.title,
    body: page.bodyHtml,
    seo: page.seo,
    createdAt,
    updatedAt: createdAt,
  }));
}

/**
 * The articles live in two blogs, as the platform organises articles: the storefront shows them as its
 * two article sections, knowledge and tutorials (the same split as the advice menu).
 */
export const articleBlogs: (typeof blogs.$inferInsert)[] = [
  {
    id: 1,
    handle: { de: 'wissen', en: 'knowledge', da: 'viden' },
    title: { de: 'Kaffeewissen', en: 'Coffee knowledge', da: 'Kaffeviden' },
  },
  {
    id: 2,
    handle: { de: 'anleitungen', en: 'tutorials', da: 'vejledninger' },
    title: { de: 'Anleitungen', en: 'Tutorials', da: 'Vejledninger' },
  },
];

/** The step-by-step brewing guides; the other articles explain equipment and care. */
const tutorialArticles: ReadonlySet<string> = new Set([
  'espresso-extraction',
  'milk-frothing',
  'filter-ratios',
  'cold-brew',
]);

export function articleRows(catalog: Catalog): (typeof articles.$inferInsert)[] {
  return catalog.articles.map((article) => ({
    id: article.id,
    blogId: tutorialArticles.has(article.key) ? 2 : 1,
    key: article.key,
    handle: article.slug,
    title: article.title,
    summary: article.summary,
    body: article.bodyHtml,
    imageId: article.imageId,
    publishedAt: article.publishedAt,
  }));
}

export function shippingCountryRows(catalog: Catalog): (typeof shippingCountries.$inferInsert)[] {
  return catalog.shippingCountries.map((country, position) => ({
    code: country.code,
    position,
    name: country.name,
  }));
}
