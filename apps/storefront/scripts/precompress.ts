/**
 * Runs after `react-router build`: writes `.br` (quality 11) and `.gz` (level 9) next to every text
 * asset of the client build, so the server sends compressed bytes without compressing anything while
 * serving. Files that would not shrink by a tenth are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve(import.meta.dirname, '../build/client');
const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.ico',
  '.webmanifest',
  '.html',
]);

let files = 0;
let before = 0;
let after = 0;
function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      walk(full);
      continue;
    }
    if (!compressible.has(path.extname(name))) continue;
    const bytes = readFileSync(full);
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(bytes, { level: 9 });
    if (gz.byteLength > bytes.byteLength * 0.9) continue;
    writeFileSync(`${full}.br`, br);
    writeFileSync(`${full}.gz`, gz);
    files += 1;
    before += bytes.byteLength;
    after += br.byteLength;
  }
}
walk(clientDir);
console.log(`precompress: ${files} files, ${before} bytes → ${after} bytes brotli`);
