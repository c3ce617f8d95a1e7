/**
 * Sums the gzip size of the JavaScript a first visit to /de downloads before any interaction: the module
 * scripts and modulepreloads of the server HTML, followed through their static imports (dynamic
 * `import()` chunks load on demand and are not counted). Usage:
 *   node apps/storefront/scripts/measure-js.ts [url]   (default http://localhost:3000/de, or MEASURE_URL)
 * It builds nothing. Without a running shop it reads the last build's route manifest instead (entry,
 * root, language layout and home route modules) from apps/storefront/build/client.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const pageUrl = process.argv[2] ?? process.env.MEASURE_URL ?? 'http://localhost:3000/de';
const budgetBytes = 150 * 1024;

const clientDir = path.resolve(import.meta.dirname, '../build/client');
const firstVisitRoutes = ['root', 'routes/language-layout', 'routes/home'];

async function text(url: string): Promise<string> {
  if (url.startsWith('file:')) return readFile(new URL(url), 'utf8');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Module URLs the HTML asks for: modulepreload links, module script src and inline imports. */
function modulesOfHtml(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    found.add(match[1] ?? '');
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g))
    found.add(match[1] ?? '');
  for (const script of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of (script[1] ?? '').matchAll(/import\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g)) {
      found.add(match[1] ?? '');
    }
  }
  return [...found].filter(Boolean).map((href) => new URL(href, base).href);
}

/** Static imports of a built chunk (`import{x}from"./a.js"`, `import"./b.js"`), not `import()`. */
function staticImports(code: string, base: string): string[] {
  const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1] ?? '');
  return imports.filter(Boolean).map((href) => new URL(href, base).href);
}

/** The modules React Router's manifest lists for the entry and the routes of a first visit to /de. */
async function modulesOfManifest(): Promise<string[]> {
  const assets = path.join(clientDir, 'assets');
  const file = (await readdir(assets)).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}: run npm run build`);
  const source = await readFile(path.join(assets, file), 'utf8');
  const manifest: unknown = JSON.parse(
    source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  );
  const hrefs: string[] = [];
  const collect = (entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return;
    if ('module' in entry && typeof entry.module === 'string') hrefs.push(entry.module);
    if ('imports' in entry && Array.isArray(entry.imports)) {
      for (const href of entry.imports) if (typeof href === 'string') hrefs.push(href);
    }
  };
  if (typeof manifest === 'object' && manifest !== null && 'entry' in manifest && 'routes' in manifest) {
    collect(manifest.entry);
    const routes = manifest.routes;
    for (const id of firstVisitRoutes) {
      if (typeof routes === 'object' && routes !== null && id in routes) collect(Reflect.get(routes, id));
    }
  }
  const base = new URL(`file://${clientDir}/`);
  return hrefs.map((href) => new URL(`.${href}`, base).href);
}

const html = await text(pageUrl).catch(() => null);
const source = html === null ? `the build manifest in ${clientDir} (no shop at ${pageUrl})` : pageUrl;
const queue = html === null ? await modulesOfManifest() : modulesOfHtml(html, pageUrl);
const sizes = new Map<string, number>();
while (queue.length > 0) {
  const url = queue.shift();
  if (!url || sizes.has(url)) continue;
  const code = await text(url);
  sizes.set(url, gzipSync(code).length);
  queue.push(...staticImports(code, url));
}

const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
for (const [url, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
  console.log(`${kb(size).padStart(9)}  ${path.basename(new URL(url).pathname)}`);
}
console.log(`${kb(total).padStart(9)}  total gzip JavaScript before interaction, from ${source}`);
console.log(`${kb(budgetBytes).padStart(9)}  budget${total > budgetBytes ? ' — OVER BUDGET' : ''}`);
process.exitCode = total > budgetBytes ? 2 : 0;
