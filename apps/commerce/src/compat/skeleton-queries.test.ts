import { decodeEncodedVariant } from '@shopify/hydrogen';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../graphql/schema.ts';
import { footerPageKeys } from '../seed/footer-menu.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { loadPublishedSchema } from '../testing/published-schema.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { skeletonQueries } from './skeleton-shapes.ts';

const ours = buildSchema(loadTypeDefs().join('\n'));
const published = loadPublishedSchema();

type Variant = {
  id: string;
  sku: string;
  availableForSale: boolean;
  selectedOptions: { name: string; value: string }[];
};
type Product = {
  encodedVariantExistence: string;
  encodedVariantAvailability: string;
  options: { name: string; optionValues: { name: string; firstSelectableVariant: Variant | null }[] }[];
  selectedOrFirstAvailableVariant: Variant;
  adjacentVariants: Variant[];
};

describe('the skeleton-shaped queries', () => {
  it.each(Object.entries(skeletonQueries))(
    '%s is valid against our schema and the published one',
    (_name, document) => {
      expect(validate(published, parse(document)).map((e) => e.message)).toEqual([]);
      expect(validate(ours, parse(document)).map((e) => e.message)).toEqual([]);
    },
  );
});

describe.each(databaseKinds)(
  'the Hydrogen skeleton’s storefront queries over HTTP on $kind',
  ({ kind, skip }) => {
    const api = useCatalogServer(kind, skip);

    async function answered<T>(
      name: keyof typeof skeletonQueries,
      variables: Record<string, unknown>,
    ): Promise<T> {
      const body = await api.request(skeletonQueries[name], { country: 'DE', ...variables });
      expect(body.errors, name).toBeUndefined();
      expect(body.data, name).toBeTruthy();
      return body.data as T;
    }

    it.skipIf(skip).each(['DE', 'EN'] as const)(
      'answers all 17 in %s with real handles',
      async (language) => {
        const lang = language === 'DE' ? 'de' : 'en';
        const at = { language };
        const header = await answered<{
          shop: { brand: { logo: null } | null };
          menu: { id: string; items: unknown[] };
        }>('Header', {
          ...at,
          headerMenuHandle: 'main-menu',
        });
        expect(header.menu.items.length).toBeGreaterThan(0);
        expect(header.shop.brand).toEqual({ logo: null });
        // The skeleton's footer menu: the content pages in the language, each a PAGE with its id.
        const footer = await answered<{
          menu: { id: string; items: { title: string; url: string; type: string; resourceId: string }[] };
        }>('Footer', { ...at, footerMenuHandle: 'footer' });
        const pageOf = (key: string) => api.catalog.pages.find((p) => p.key === key);
        expect(footer.menu.items.map((i) => [i.title, i.url, i.type, i.resourceId])).toEqual(
          footerPageKeys.map((key) => [
            pageOf(key)?.title[lang],
            `/${lang}/e/${pageOf(key)?.slug[lang]}`,
            'PAGE',
            `gid://shopify/Page/${pageOf(key)?.id}`,
          ]),
        );
        expect(footer.menu.id).not.toBe(header.menu.id);
        await answered('StoreRobots', at);
        await answered('FeaturedCollection', at);
        await answered('RecommendedProducts', at);

        const blogs = await answered<{ blogs: { nodes: { handle: string; seo: { title: string } }[] } }>(
          'Blogs',
          { ...at, first: 10 },
        );
        const blog = blogs.blogs.nodes[0];
        expect(blog?.seo.title).toBeTruthy();
        const articles = await answered<{
          blog: { articles: { nodes: { handle: string; author: { name: string } }[] } };
        }>('Blog', { ...at, blogHandle: blog?.handle, first: 5 });
        const article = articles.blog.articles.nodes[0];
        expect(article?.author.name).toMatch(language === 'DE' ? /^Redaktion / : /editorial team$/);
        const one = await answered<{ blog: { articleByHandle: { title: string } | null } }>('Article', {
          ...at,
          blogHandle: blog?.handle,
          articleHandle: article?.handle,
        });
        expect(one.blog.articleByHandle?.title).toBeTruthy();

        const collection = api.catalog.collections[0];
        const inCollection = await answered<{ collection: { products: { nodes: unknown[] } } }>(
          'Collection',
          {
            ...at,
            handle: collection?.handle[lang],
            first: 8,
          },
        );
        expect(inCollection.collection.products.nodes.length).toBeGreaterThan(0);
        await answered('StoreCollections', { ...at, first: 8 });
        await answered('Catalog', { ...at, first: 8 });

        const shippingPage = api.catalog.pages.find((p) => p.key === 'shipping');
        const page = await answered<{ page: { title: string } | null }>('Page', {
          ...at,
          handle: shippingPage?.slug[lang],
        });
        expect(page.page?.title).toBe(shippingPage?.title[lang]);

        const policy = await answered<{
          shop: { privacyPolicy: { handle: string; url: string; body: string } };
        }>('Policy', {
          ...at,
          privacyPolicy: true,
          refundPolicy: false,
          shippingPolicy: false,
          termsOfService: false,
        });
        expect(policy.shop.privacyPolicy.handle).toBe('privacy-policy');
        expect(policy.shop.privacyPolicy.url).toBe(
          `https://shop.example/${lang}/e/${language === 'DE' ? 'datenschutz' : 'privacy-policy'}`,
        );
        expect(policy.shop.privacyPolicy.body).toContain('<');
        const policies = await answered<{ shop: Record<string, { handle: string; id: string | null }> }>(
          'Policies',
          at,
        );
        expect(Object.values(policies.shop).map((p) => p.handle)).toEqual([
          'privacy-policy',
          'shipping-policy',
          'terms-of-service',
          'refund-policy',
          'subscription-policy',
        ]);

        // A product with two options, so that encodings, adjacent variants and first selectable variants say something.
        const product =
          api.catalog.products.find((p) => p.options.length >= 2 && p.variants.length > 2) ??
          api.catalog.products.find((p) => p.options.length === 1 && p.variants.length > 2);
        if (!product) throw new Error('No product with several variants');
        const target = product.variants[product.variants.length - 1];
        const chosen = (target?.selectedOptions ?? []).map((o) => ({
          name: o.name[lang].toLowerCase(),
          value: o.value[lang].toUpperCase(),
        }));
        const { product: shown } = await answered<{ product: Product }>('Product', {
          ...at,
          handle: product.handle[lang],
          selectedOptions: chosen,
        });
        expect(decodeEncodedVariant(shown.encodedVariantExistence)).toHaveLength(product.variants.length);
        expect(decodeEncodedVariant(shown.encodedVariantAvailability)).toHaveLength(
          product.variants.filter((v) => v.availableForSale).length,
        );
        // Case-insensitive choice of the last variant finds it; its neighbours differ in exactly one option.
        expect(shown.selectedOrFirstAvailableVariant.sku).toBe(target?.sku);
        for (const neighbour of shown.adjacentVariants) {
          const differing = neighbour.selectedOptions.filter(
            (o, i) => o.value !== shown.selectedOrFirstAvailableVariant.selectedOptions[i]?.value,
          );
          expect(differing).toHaveLength(1);
        }
        for (const option of shown.options) {
          for (const value of option.optionValues) {
            expect(value.firstSelectableVariant?.selectedOptions).toContainEqual({
              name: option.name,
              value: value.name,
            });
          }
        }

        const term = language === 'DE' ? 'Kaffee' : 'coffee';
        const found = await answered<{ products: { nodes: { trackingParameters: string }[] } }>(
          'RegularSearch',
          {
            ...at,
            term,
            first: 10,
          },
        );
        expect(found.products.nodes.length).toBeGreaterThan(0);
        expect(found.products.nodes[0]?.trackingParameters).toContain('_ss=r');
        const predicted = await answered<{
          predictiveSearch: { products: { trackingParameters: string }[] };
        }>('PredictiveSearch', { ...at, term: 'espr', limit: 5, limitScope: 'EACH' });
        expect(predicted.predictiveSearch.products[0]?.trackingParameters).toMatch(/^_pos=1&_psq=espr&_ss=e/);
      },
    );
  },
);
