import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type PreparedAnswers, prepareAnswers } from './prepared-answer.ts';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** A file of the client build, its answers prepared (see prepared-answer.ts). */
export type StaticFile = PreparedAnswers;

/** Vite puts a content hash in every name under /assets/: browsers may keep those for a year. */
const immutable = 'public, max-age=31536000, immutable';
const shortLived = 'public, max-age=3600';

/**
 * The client build, read into memory at start: a few megabytes that every visitor fetches. Brotli and
 * gzip files made at build time (scripts/precompress.ts) sit next to each file and are served by
 * content negotiation; nothing is compressed while serving. Each answer's header lines start with
 * `securityHeaders`.
 */
export function loadStaticFiles(
  clientDir: string,
  securityHeaders: [string, string][],
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (name.endsWith('.br') || name.endsWith('.gz')) continue;
      const urlPath = `/${path.relative(clientDir, full).split(path.sep).join('/')}`;
      const bytes = readFileSync(full);
      const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
      const identity = { bytes, etag: `"${hash}"` };
      const sibling = (suffix: string, tag: string) =>
        existsSync(full + suffix)
          ? { bytes: readFileSync(full + suffix), etag: `"${hash}-${tag}"` }
          : identity;
      const body = { identity, br: sibling('.br', 'br'), gzip: sibling('.gz', 'gz') };
      files.set(
        urlPath,
        prepareAnswers(body, [
          ...securityHeaders,
          ['content-type', types[path.extname(name)] ?? 'application/octet-stream'],
          ['cache-control', urlPath.startsWith('/assets/') ? immutable : shortLived],
        ]),
      );
    }
  };
  walk(clientDir);
  return files;
}
