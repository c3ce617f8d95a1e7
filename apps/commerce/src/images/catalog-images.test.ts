import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_COUNT } from '../seed/generate-catalog.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';

type ProductImages = {
  product: { featuredImage: { url: string } | null; images: { nodes: { url: string }[] } } | null;
};

/**
 * The full default catalogue on the embedded database: every product names an image, the image
 * host draws images of every kind, and products link to theirs through the API.
 */
describe('catalogue images on the image host', () => {
  const api = useCatalogServer('pglite', false, DEFAULT_PRODUCT_COUNT);

  it('names an existing image for every product, and the host serves images of every kind', async () => {
    const imageIds = new Set(api.catalog.images.map((image) => image.id));
    const withoutImage = api.catalog.products.filter((product) => !imageIds.has(product.featuredImageId));
    expect(withoutImage.map((product) => product.handle.de)).toEqual([]);
    // Drawing all ~thousands takes minutes on a busy 2-core machine; a spread sample plus one
    // image of each kind covers every drawing path without that.
    const kinds = new Map(api.catalog.images.map((image) => [image.artwork.kind, image.path]));
    const spread = api.catalog.images.filter((_, index) => index % 25 === 0).map((image) => image.path);
    const paths = [...new Set([...kinds.values(), ...spread])];
    const failures: string[] = [];
    let next = 0;
    // A few requests at a time, as browsers do; small sizes keep the drawing work low.
    const worker = async () => {
      while (next < paths.length) {
        const path = paths[next++] ?? '';
        const response = await fetch(`${api.server().url}${path}?width=24&height=24`, {
          headers: { accept: '*/*' },
        });
        const body = await response.arrayBuffer();
        if (
          response.status !== 200 ||
          response.headers.get('content-type') !== 'image/png' ||
          body.byteLength < 50
        ) {
          failures.push(`${path}: ${response.status}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures).toEqual([]);
  }, 120_000);

  it('links each sampled product to an image the host serves', async () => {
    const sample = api.catalog.products.filter((_, index) => index % 97 === 0);
    for (const product of sample) {
      const data = await api.query<ProductImages>(
        'query P($handle: String!) { product(handle: $handle) { featuredImage { url } images(first: 10) { nodes { url } } } }',
        { handle: product.handle.de },
      );
      const url = data.product?.featuredImage?.url;
      expect(url, product.handle.de).toBeTruthy();
      const local = new URL(url ?? '');
      const response = await fetch(`${api.server().url}${local.pathname}?width=32&height=32`);
      expect(response.status, local.pathname).toBe(200);
    }
  });
});
