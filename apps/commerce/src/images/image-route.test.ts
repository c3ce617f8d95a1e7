import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../catalog/catalog-tables.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';

const bagPath = '/images/products/7-1.png';

describe.each(databaseKinds)('image host on $kind', ({ kind, skip }) => {
  const { server } = useTestService(kind, skip, {
    prepare: (db) =>
      db.insert(images).values({
        id: 7,
        path: bagPath,
        altText: { de: 'Kaffeebeutel', en: 'Coffee bag', da: 'Kaffepose' },
        width: 1000,
        height: 1000,
        artwork: {
          kind: 'bag',
          primary: '#7a4b2a',
          secondary: '#f4ecdf',
          accent: '#c8102e',
          label: 'Röstwerk & Söhne',
          sublabel: 'Sidamo',
        },
      }),
  });

  const get = (path: string, accept = 'image/avif,image/webp,*/*', headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { accept, ...headers } });

  it.skipIf(skip)(
    'serves the drawing at the requested size in the best format the browser takes',
    async () => {
      const avif = await get(`${bagPath}?width=200&height=200`);
      expect(avif.status).toBe(200);
      expect(avif.headers.get('content-type')).toBe('image/avif');
      expect(avif.headers.get('vary')).toBe('Accept');
      expect(avif.headers.get('cache-control')).toContain('max-age=86400');
      const meta = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([200, 200]);

      const webp = await get(`${bagPath}?width=100&height=100`, 'image/webp,*/*');
      expect(webp.headers.get('content-type')).toBe('image/webp');
      const png = await get(`${bagPath}?width=64`, '*/*');
      expect(png.headers.get('content-type')).toBe('image/png');
      const pngMeta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect([pngMeta.width, pngMeta.height]).toEqual([64, 64]);
    },
  );

  it.skipIf(skip)('answers 304 to a repeated request with the ETag', async () => {
    const first = await get(`${bagPath}?width=120&height=120`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`${bagPath}?width=120&height=120`, undefined, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    const otherSize = await get(`${bagPath}?width=200&height=120`);
    expect(otherSize.headers.get('etag')).not.toBe(etag);
  });

  it.skipIf(skip)('clamps huge and tiny sizes instead of drawing them', async () => {
    const huge = await get(`${bagPath}?width=99999&height=5`, '*/*');
    expect(huge.status).toBe(200);
    const meta = await sharp(Buffer.from(await huge.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 16]);
  });

  it.skipIf(skip)('snaps sizes to its steps, so sizes a pixel apart share one drawing', async () => {
    const first = await get(`${bagPath}?width=121&height=121`, '*/*');
    const second = await get(`${bagPath}?width=127&height=125`, '*/*');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const meta = await sharp(Buffer.from(await second.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([128, 128]);
  });

  it.skipIf(skip)('answers paths that cannot name an image with a 400, not a 500', async () => {
    for (const path of ['/images/%E0%A4%A', '/images/x%00.jpg', '/images/a%0Ab.png']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).errors[0].message).toBe('Invalid image path.');
    }
  });

  it.skipIf(skip)(
    'draws the placeholder once per format, whatever size a missing path asks for',
    async () => {
      const etags = new Set<string | null>();
      for (let i = 0; i < 60; i++) {
        const response = await get(`/images/missing-${i}.png?width=${1000 + i * 13}&height=${900 + i * 7}`);
        expect(response.status).toBe(404);
        etags.add(response.headers.get('etag'));
        await response.arrayBuffer();
      }
      // One drawing (AVIF here), not sixty: the ETag names what was drawn.
      expect(etags.size).toBe(1);
    },
  );

  it.skipIf(skip)('refuses malformed parameters with a 400 and a message', async () => {
    for (const query of ['width=abc', 'width=-5', 'height=1.5', 'width=10&width=20', 'width=']) {
      const response = await get(`${bagPath}?${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.errors[0].message).toMatch(/Invalid image parameter/);
    }
  });

  it.skipIf(skip)('gives the 400 x 400 placeholder with 404 for a path without an image', async () => {
    const response = await get('/images/products/does-not-exist.png', '*/*');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });
});
