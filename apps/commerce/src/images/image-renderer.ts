import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import { renderArtwork, renderPlaceholder } from '../artwork/render-artwork.ts';
import { ByteCache } from './byte-cache.ts';
import { rendererVersion } from './drawing-version.ts';
import type { ImageFormat } from './image-format.ts';

export type RenderedImage = { body: Buffer; etag: string; byteLength: number };

export type ImageRequest = {
  artwork: ArtworkSpec | null;
  width: number;
  height: number;
  format: ImageFormat;
};

// libvips keeps its own cache of decoded images and operations (by default up to 50 MB and 100
// operations) and runs a thread per core for each image; we keep encoded results ourselves, so its
// cache only adds memory that is never returned, and one thread per image with two images at a time
// bounds both the CPU and the memory of a burst of renders.
sharp.cache(false);
sharp.concurrency(1);

// Encoding is CPU-bound and libvips is multi-threaded: a couple at a time keeps a 2-core host responsive.
const maxParallelEncodes = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxParallelEncodes) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function encode(svg: string, format: ImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.png({ compressionLevel: 6, palette: true, effort: 1 }).toBuffer();
}

export function createImageRenderer(cacheBytes = 64 * 1024 * 1024) {
  const cache = new ByteCache<RenderedImage>(cacheBytes);
  const inFlight = new Map<string, Promise<RenderedImage>>();

  /** Draws and encodes an image once; identical requests share the result and the work. */
  return function render(request: ImageRequest): Promise<RenderedImage> {
    const key = JSON.stringify([rendererVersion, request]);
    const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
    const cached = cache.get(etag);
    if (cached) return Promise.resolve(cached);
    const pending = inFlight.get(etag);
    if (pending) return pending;
    const size = { width: request.width, height: request.height };
    const svg = request.artwork ? renderArtwork(request.artwork, size) : renderPlaceholder(size);
    const work = withEncodeSlot(() => encode(svg, request.format))
      .then((body) => {
        const rendered = { body, etag, byteLength: body.byteLength };
        cache.set(etag, rendered);
        return rendered;
      })
      .finally(() => inFlight.delete(etag));
    inFlight.set(etag, work);
    return work;
  };
}

export type ImageRenderer = ReturnType<typeof createImageRenderer>;
