import { describe, expect, it } from 'vitest';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Item = {
  title: string;
  url: string | null;
  type: string;
  resource: { __typename: string; handle: string } | null;
  items: Item[];
};
type Field = { key: string; value: string | null; references: { nodes: { __typename: string }[] } | null };

const menuQuery = `
  fragment Entry on MenuItem { title url type resource { __typename ... on Collection { handle } ... on Page { handle } ... on Article { handle } } }
  query Menu($language: LanguageCode) @inContext(language: $language) {
    menu(handle: "main-menu") { items { ...Entry items { ...Entry items { ...Entry items { ...Entry } } } } }
  }`;

const flatten = <T extends { items: T[] }>(items: T[]): T[] =>
  items.flatMap((item) => [item, ...flatten(item.items)]);

describe.each(databaseKinds)('content over HTTP on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);

  it.skipIf(skip)(
    'serves a three-level menu per language whose every link resolves to what exists',
    async () => {
      for (const [language, code] of [
        ['de', 'DE'],
        ['en', 'EN'],
        ['da', 'DA'],
      ] as const) {
        const { menu } = await api.query<{ menu: { items: Item[] } }>(menuQuery, { language: code });
        const entries = flatten(menu.items);
        expect(entries.length).toBe(flatten(api.catalog.content[language].menu).length);
        expect(menu.items[0]?.items[0]?.items.length).toBeGreaterThan(0);
        for (const entry of entries) {
          if (entry.url === '#') continue;
          expect(entry.url, entry.title).toMatch(new RegExp(`^/${language}(/|$)`));
          if (entry.type === 'FRONTPAGE') continue;
          expect(entry.resource, `${entry.title} → ${entry.url}`).not.toBeNull();
          expect(entry.url?.endsWith(`/${entry.resource?.handle}`)).toBe(true);
        }
      }
      const german = await api.query<{ menu: { items: Item[] } }>(menuQuery, { language: 'DE' });
      expect(flatten(german.menu.items).some((e) => e.resource?.__typename === 'Article')).toBe(true);
    },
  );

  it.skipIf(skip)(
    'serves announcements per language as metaobjects, with fields as key and value',
    async () => {
      const query = `query A($language: LanguageCode) @inContext(language: $language) {
      metaobjects(type: "announcement", first: 20) { nodes { id handle type fields { key value } } } }`;
      for (const [language, code] of [
        ['de', 'DE'],
        ['da', 'DA'],
      ] as const) {
        const { metaobjects } = await api.query<{
          metaobjects: { nodes: { handle: string; fields: Field[] }[] };
        }>(query, { language: code });
        expect(metaobjects.nodes.map((n) => n.handle)).toEqual(
          api.catalog.content[language].announcements.map((a) => a.handle),
        );
        expect(metaobjects.nodes[0]?.fields.map((f) => f.key)).toEqual(
          expect.arrayContaining(['title', 'description', 'link', 'link_text']),
        );
      }
    },
  );

  it.skipIf(skip)('serves the site content and configuration with resolvable references', async () => {
    const query = `query S($language: LanguageCode) @inContext(language: $language) {
      content: metaobject(handle: { type: "site_content", handle: "site-content" }) {
        fields { key value references(first: 10) { nodes { __typename } } } }
      config: metaobject(handle: { type: "site_configuration", handle: "site-configuration" }) {
        fields { key value references(first: 50) { nodes { __typename } } } } }`;
    const data = await api.query<{ content: { fields: Field[] }; config: { fields: Field[] } }>(query, {
      language: 'EN',
    });
    const field = (fields: Field[], key: string) => fields.find((f) => f.key === key);
    expect(JSON.parse(field(data.content.fields, 'usp_bar')?.value ?? '[]')).toEqual(
      api.catalog.content.en.uspBar,
    );
    expect(field(data.content.fields, 'products')?.references?.nodes.length).toBe(
      api.catalog.content.en.emptySearch.productIds.length,
    );
    expect(
      field(data.content.fields, 'collections')?.references?.nodes.every(
        (n) => n.__typename === 'Collection',
      ),
    ).toBe(true);
    expect(field(data.config.fields, 'coffee_brands')?.references?.nodes.length).toBe(
      api.catalog.siteConfig.coffeeBrands.length,
    );
  });

  it.skipIf(skip)(
    'serves content pages by their localised handle, the German privacy page at datenschutz',
    async () => {
      const query = `query P($handle: String!, $language: LanguageCode) @inContext(language: $language) {
      page(handle: $handle) { id handle title body seo { title } } }`;
      const privacy = await api.query<{ page: { title: string; body: string } | null }>(query, {
        handle: 'datenschutz',
        language: 'DE',
      });
      expect(privacy.page?.title).toMatch(/Datenschutz/);
      for (const page of api.catalog.pages) {
        for (const [language, code] of [
          ['en', 'EN'],
          ['da', 'DA'],
        ] as const) {
          const found = await api.query<{ page: { title: string } | null }>(query, {
            handle: page.slug[language],
            language: code,
          });
          expect(found.page?.title).toBe(page.title[language]);
        }
      }
      const { pages } = await api.query<{ pages: { nodes: unknown[] } }>(
        '{ pages(first: 50) { nodes { id } } }',
      );
      expect(pages.nodes).toHaveLength(api.catalog.pages.length);
    },
  );

  it.skipIf(skip)(
    'serves the articles through two blogs, knowledge and tutorials, per language',
    async () => {
      const query = `query B($language: LanguageCode) @inContext(language: $language) {
      blogs(first: 10) { nodes { handle title articles(first: 20) { nodes { handle title contentHtml image { url } } } } } }`;
      const { blogs } = await api.query<{
        blogs: { nodes: { handle: string; articles: { nodes: { handle: string; image: unknown }[] } }[] };
      }>(query, { language: 'EN' });
      expect(blogs.nodes.map((b) => b.handle)).toEqual(['knowledge', 'tutorials']);
      for (const blog of blogs.nodes) expect(blog.articles.nodes.length).toBeGreaterThanOrEqual(3);
      const handles = blogs.nodes.flatMap((b) => b.articles.nodes.map((a) => a.handle));
      expect(handles.sort()).toEqual(api.catalog.articles.map((a) => a.slug.en).sort());
      const article = api.catalog.articles.find((a) => a.key === 'espresso-extraction');
      const single = `query A($handle: String!) { blog(handle: "anleitungen") { articleByHandle(handle: $handle) { title } } }`;
      const found = await api.query<{ blog: { articleByHandle: { title: string } | null } }>(single, {
        handle: article?.slug.de,
      });
      expect(found.blog.articleByHandle?.title).toBe(article?.title.de);
    },
  );

  it.skipIf(skip)('lists shipping countries and languages, named in the request language', async () => {
    const query = `query L($language: LanguageCode) @inContext(language: $language) {
      localization { availableCountries { isoCode name } availableLanguages { isoCode endonymName } language { isoCode } } }`;
    const { localization } = await api.query<{
      localization: {
        availableCountries: { isoCode: string; name: string }[];
        availableLanguages: { isoCode: string }[];
        language: { isoCode: string };
      };
    }>(query, { language: 'EN' });
    expect(localization.availableCountries).toHaveLength(api.catalog.shippingCountries.length);
    expect(localization.availableCountries.find((c) => c.isoCode === 'DK')?.name).toBe('Denmark');
    expect(localization.availableLanguages.map((l) => l.isoCode)).toEqual(['DE', 'EN', 'DA']);
    expect(localization.language.isoCode).toBe('EN');
  });
});
