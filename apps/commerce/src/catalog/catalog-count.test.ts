import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_COUNT } from '../seed/generate-catalog.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Page = {
  products: {
    nodes: { handle: string; featuredImage: { url: string } | null }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

const productsQuery = `
  query All($after: String, $language: LanguageCode) @inContext(language: $language) {
    products(first: 250, after: $after) { nodes { handle featuredImage { url } } pageInfo { hasNextPage endCursor } }
  }`;

/** The one test on the full-size shop: "over 2,000 products" in every language. */
describe.each(databaseKinds)('the full catalogue over HTTP on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip, DEFAULT_PRODUCT_COUNT);

  it.skipIf(skip)(
    'pages through more than 2,000 products in each language, each with an image',
    async () => {
      for (const language of ['DE', 'EN', 'DA']) {
        const handles = new Set<string>();
        let after: string | null = null;
        for (let page = 0; page < 20; page++) {
          const data: Page = await api.query<Page>(productsQuery, { after, language });
          for (const node of data.products.nodes) {
            handles.add(node.handle);
            expect(node.featuredImage?.url, node.handle).toMatch(/^https?:\/\/.+\/images\//);
          }
          if (!data.products.pageInfo.hasNextPage) break;
          after = data.products.pageInfo.endCursor;
        }
        expect(handles.size).toBe(api.catalog.products.length);
        expect(handles.size).toBeGreaterThan(2000);
      }
      // 27 pages of 250 products: more than the default limit on a busy machine.
    },
    180_000,
  );
});
