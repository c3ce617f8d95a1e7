import { createStorefrontClient, getSitemap, getSitemapIndex } from '@shopify/hydrogen';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../graphql/schema.ts';
import { articleBlogs } from '../setup/content-rows.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { loadPublishedSchema } from '../testing/published-schema.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { logOperations, validity } from './operation-log.ts';

/*
 * The sitemap helpers of @shopify/hydrogen 2025.1 as they ship (the skeleton's `/sitemap.xml` and
 * `/sitemap/{type}/{page}.xml` routes call them): their own queries, sent by their own client over
 * HTTP, and the XML they write from our answers.
 */

const ours = buildSchema(loadTypeDefs().join('\n'));
const published = loadPublishedSchema();
const storefrontOrigin = 'https://storefront.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const lastmods = (xml: string) => [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1] ?? '');

describe.each(databaseKinds)('Hydrogen 2025.1’s sitemap helpers over HTTP on $kind', ({ kind, skip }) => {
  // 300 products: two sitemap pages of them, 250 and 50.
  const api = useCatalogServer(kind, skip, 300);
  const log = logOperations(
    () => api.server().url,
    (headers) => headers.get('user-agent')?.startsWith('Hydrogen') ?? false,
  );
  const storefront = () =>
    createStorefrontClient({
      storeDomain: api.server().url,
      publicStorefrontToken: api.server().config.storefrontAccessToken,
      storefrontApiVersion: '2025-01',
      i18n: { language: 'DE', country: 'DE' },
      logErrors: false,
    }).storefront;

  it.skipIf(skip)('links one child sitemap per page of 250 resources of each type', async () => {
    const response = await getSitemapIndex({
      storefront: storefront(),
      request: new Request(`${storefrontOrigin}/sitemap.xml`),
    });
    expect(response.status).toBe(200);
    const pages = (n: number) => Math.ceil(n / 250);
    const { catalog } = api;
    const expected = [
      ...Array.from({ length: pages(catalog.products.length) }, (_, i) => `products/${i + 1}`),
      ...Array.from({ length: pages(catalog.pages.length) }, (_, i) => `pages/${i + 1}`),
      ...Array.from({ length: pages(catalog.collections.length) }, (_, i) => `collections/${i + 1}`),
      // No metaobject of the shop is a page of its own, so none is listed.
      ...Array.from({ length: pages(catalog.articles.length) }, (_, i) => `articles/${i + 1}`),
      'blogs/1',
    ].map((path) => `${storefrontOrigin}/sitemap/${path}.xml`);
    expect(locs(await response.text())).toEqual(expected);
  });

  it.skipIf(skip)('lists every product once, with its German handle and last change', async () => {
    const handles: string[] = [];
    const dates: string[] = [];
    for (const page of ['1', '2', '3']) {
      const response = await getSitemap({
        storefront: storefront(),
        request: new Request(`${storefrontOrigin}/sitemap/products/${page}.xml`),
        params: { type: 'products', page },
        getLink: ({ type, baseUrl, handle, locale }) =>
          `${baseUrl}${locale ? `/${locale}` : ''}/${type}/${handle}`,
        noItemsFallback: '/empty',
      });
      const xml = await response.text();
      handles.push(...locs(xml).map((url) => url.replace(`${storefrontOrigin}/products/`, '')));
      dates.push(...lastmods(xml));
    }
    // Page 3 is past the end: Hydrogen writes its fallback link for an empty page.
    expect(handles.pop()).toBe(`${storefrontOrigin}/empty`);
    expect(handles).toHaveLength(api.catalog.products.length);
    expect(new Set(handles)).toEqual(new Set(api.catalog.products.map((p) => p.handle.de)));
    expect(dates.every((d) => !Number.isNaN(Date.parse(d)))).toBe(true);
  });

  it.skipIf(skip)('writes every type’s first page from our answers', async () => {
    const { catalog } = api;
    const expected = {
      pages: catalog.pages.map((p) => p.slug.de),
      collections: catalog.collections.map((c) => c.handle.de),
      blogs: articleBlogs.map((b) => b.handle.de),
      articles: catalog.articles.map((a) => a.slug.de),
      // No metaobject is a page of its own: Hydrogen writes its fallback link.
      metaObjects: ['/'],
    };
    for (const [type, handles] of Object.entries(expected)) {
      const response = await getSitemap({
        storefront: storefront(),
        request: new Request(`${storefrontOrigin}/sitemap/${type}/1.xml`),
        params: { type, page: '1' },
        getLink: ({ type: linkType, baseUrl, handle }) => `${baseUrl}/${linkType}/${handle}`,
      });
      const links = locs(await response.text()).map((url) =>
        url === `${storefrontOrigin}/` ? '/' : url.replace(`${storefrontOrigin}/${type}/`, ''),
      );
      expect(new Set(links), type).toEqual(new Set(handles.slice(0, 250)));
    }
  });

  it.skipIf(skip)('lists pages, collections, blogs and articles in the asked language', async () => {
    type Answer = {
      sitemap: { resources: { hasNextPage: boolean; items: { handle: string; title: string }[] } };
    };
    const query = `query Sitemap($type: SitemapType!, $language: LanguageCode) @inContext(language: $language) {
      sitemap(type: $type) { pagesCount { count precision } resources(page: 1) { hasNextPage items { handle updatedAt ... on SitemapResource { title image { filepath alt } } } } }
    }`;
    for (const language of ['EN', 'DA'] as const) {
      const lang = language === 'EN' ? 'en' : 'da';
      const pages = await api.query<Answer>(query, { type: 'PAGE', language });
      expect(pages.sitemap.resources.items.map((i) => i.handle)).toEqual(
        api.catalog.pages.map((p) => p.slug[lang]),
      );
      const articles = await api.query<Answer>(query, { type: 'ARTICLE', language });
      expect(articles.sitemap.resources.items.map((i) => i.title).sort()).toEqual(
        api.catalog.articles.map((a) => a.title[lang]).sort(),
      );
      const collections = await api.query<Answer>(query, { type: 'COLLECTION', language });
      expect(collections.sitemap.resources.items.map((i) => i.handle).sort()).toEqual(
        api.catalog.collections.map((c) => c.handle[lang]).sort(),
      );
      expect(collections.sitemap.resources.hasNextPage).toBe(api.catalog.collections.length > 250);
    }
    const metaobjects = await api.request(query, { type: 'METAOBJECT' });
    expect(metaobjects).toEqual({
      data: {
        sitemap: {
          pagesCount: { count: 0, precision: 'EXACT' },
          resources: { hasNextPage: false, items: [] },
        },
      },
    });
  });

  it.skipIf(skip)(
    'sent only operations valid against our schema and the published one, each answered',
    () => {
      expect([...new Set(log.map((entry) => entry.name))].sort()).toEqual([
        'SitemapArticles',
        'SitemapBlogs',
        'SitemapCollections',
        'SitemapIndex',
        'SitemapMetaobjects',
        'SitemapPages',
        'SitemapProducts',
      ]);
      expect(validity(log, ours).filter((v) => v.problems.length > 0)).toEqual([]);
      expect(validity(log, published).filter((v) => v.problems.length > 0)).toEqual([]);
      expect(log.filter((entry) => entry.errors || !entry.hasData)).toEqual([]);
    },
  );
});
