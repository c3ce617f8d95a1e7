import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { images } from '../catalog/catalog-tables.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { notificationsHeard } from '../testing/notifications-heard.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type FeaturedImage = { product: { featuredImage: { url: string } } };
const featuredImageQuery = `query($handle: String!) { product(handle: $handle) { featuredImage { url } } }`;

/**
 * Image URLs as the API hands them out carry their drawing's version: a browser or CDN keeps such a
 * URL a year, and a changed drawing is shown under a new URL instead of under a cached old one.
 */
describe.each(databaseKinds)('versioned image URLs on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip, 20);
  const handle = () => api.catalog.products[3]?.handle.de ?? '';
  const featuredUrl = async () =>
    new URL(
      (await api.query<FeaturedImage>(featuredImageQuery, { handle: handle() })).product.featuredImage.url,
    );
  /** The image host's answer for the URL's path and query, asked of the running test server. */
  const get = (url: URL, query = url.search) =>
    fetch(`${api.server().url}${url.pathname}${query}`, { headers: { accept: 'image/avif,*/*' } });

  it.skipIf(skip)('serves the URL the API gives as immutable for a year, others for a day', async () => {
    const url = await featuredUrl();
    expect(url.searchParams.get('v')).toMatch(/^[0-9a-f]{8}$/);
    url.searchParams.set('width', '240');
    url.searchParams.set('height', '240');

    const versioned = await get(url);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const unversioned = await get(url, '?width=240&height=240');
    expect(unversioned.headers.get('cache-control')).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    const otherVersion = await get(url, '?v=00000000&width=240&height=240');
    expect(otherVersion.headers.get('cache-control')).not.toContain('immutable');
    // The version only decides how long the bytes may be kept, not which bytes they are.
    expect(unversioned.headers.get('etag')).toBe(versioned.headers.get('etag'));
  });

  it.skipIf(skip)(
    'lists the same versioned URL in the sitemap, so a crawler keeps it a year too',
    async () => {
      type Sitemap = {
        sitemap: { resources: { items: { handle: string; image: { filepath: string } | null }[] } };
      };
      const answer = await api.query<Sitemap>(
        `{ sitemap(type: PRODUCT) { resources(page: 1) { items { handle ... on SitemapResource { image { filepath } } } } } }`,
      );
      const item = answer.sitemap.resources.items.find((candidate) => candidate.handle === handle());
      const featured = await featuredUrl();
      expect(item?.image?.filepath).toBe(featured.toString());
      const listed = new URL(item?.image?.filepath ?? '');
      expect((await get(listed)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );

  it.skipIf(skip)(
    'gives a new URL when the drawing changes, and the old one is no longer immutable',
    async () => {
      const before = await featuredUrl();
      await notificationsHeard(api.catalogReader());
      const product = api.catalog.products[3];
      const image = api.catalog.images.find((candidate) => candidate.id === product?.featuredImageId);
      expect(image).toBeDefined();
      await api
        .database()
        .update(images)
        .set({ artwork: { ...image?.artwork, accent: '#00ff00' } })
        .where(eq(images.id, image?.id ?? 0));

      await expect
        .poll(async () => (await featuredUrl()).searchParams.get('v'))
        .not.toBe(before.searchParams.get('v'));
      const after = await featuredUrl();
      expect(after.pathname).toBe(before.pathname);
      expect((await get(after)).headers.get('cache-control')).toContain('immutable');
      expect((await get(before)).headers.get('cache-control')).not.toContain('immutable');
    },
  );
});
