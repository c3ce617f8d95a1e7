import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { contentTypes, negotiateFormat } from './image-format.ts';
import { parseImageParams, resolveSize } from './image-params.ts';
import { imagePathOf } from './image-path.ts';
import type { ImageRenderer } from './image-renderer.ts';
import { findImageByPath, type StoredImage } from './image-store.ts';

export const imagePathPrefix = '/images/';
/** A missing image is always answered with this one drawing, whatever size was asked for. */
const placeholder = { width: 400, height: 400 };

/**
 * A URL with the drawing's current version (`?v=`, as the API hands it out) can never show other
 * bytes: a changed drawing gets a new version, so browsers and CDNs keep it a year without asking.
 * A URL without it (or with an old one) may show a changed drawing tomorrow: a day, then revalidation
 * by ETag. A missing image may be added soon: five minutes.
 */
function cacheControl(stored: StoredImage | null, version: string | null): string {
  if (!stored) return 'public, max-age=300';
  if (version === stored.version) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400, stale-while-revalidate=604800';
}

function sendError(res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ errors: [{ message }] });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * GET /images/<path>?width=&height=: the catalogue's artwork drawn at the requested size, as AVIF,
 * WebP or PNG by the browser's Accept header. A path without an image gets the one placeholder
 * (400 × 400, drawn once per format) with 404: requests for missing paths cannot make the host draw.
 */
export async function handleImageRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: { db: Database; render: ImageRenderer },
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    sendError(res, 405, 'Images are read with GET or HEAD.');
    return;
  }
  const params = parseImageParams(url.searchParams);
  if (!params.ok) {
    sendError(res, 400, `Invalid image parameter: ${params.message}.`);
    return;
  }
  const path = imagePathOf(url.pathname);
  if (path === null) {
    sendError(res, 400, 'Invalid image path.');
    return;
  }
  const stored = await findImageByPath(deps.db, path);
  const { width, height } = stored ? resolveSize(params.size, stored) : placeholder;
  const format = negotiateFormat(req.headers.accept);
  const image = await deps.render({ artwork: stored?.artwork ?? null, width, height, format });

  const headers = {
    'content-type': contentTypes[format],
    vary: 'Accept',
    etag: image.etag,
    'cache-control': cacheControl(stored, url.searchParams.get('v')),
  };
  if (req.headers['if-none-match'] === image.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(stored ? 200 : 404, { ...headers, 'content-length': image.byteLength });
  res.end(req.method === 'HEAD' ? undefined : image.body);
}
