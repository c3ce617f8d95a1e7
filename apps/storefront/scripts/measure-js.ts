/**
 * Sums the gzip size of the JavaScript a first visit to a page downloads before any interaction: the
 * module scripts and modulepreloads of the server HTML, followed through their static imports (dynamic
 * `import()` chunks load on demand and are not counted). Usage:
 *   node apps/storefront/scripts/measure-js.ts [url]   (a running shop's page, or MEASURE_URL)
 *   node apps/storefront/scripts/measure-js.ts          (every page type, from the last build)
 * It builds nothing. Without a URL it reads the last build's route manifest in
 * apps/storefront/build/client: for each page type the entry, root, language layout and that page's
 * route module, and prints one total per page type; it fails if any is over the budget.
 * The page language's texts are a chunk of their own that entry.client.tsx loads before hydrating
 * (i18n/message-registry.ts): each page type's total includes the largest of the three languages.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const pageUrl = process.argv[2] ?? process.env.MEASURE_URL;
const budgetBytes = 150 * 1024;

const clientDir = path.resolve(import.meta.dirname, '../build/client');
/** The page types of the shop, by the route module that renders them (app/routes.ts). */
const pageRoutes = {
  home: 'routes/home',
  collection: 'routes/collection',
  product: 'routes/product',
  'content page': 'routes/content-page',
  'article index': 'routes/article-index',
  article: 'routes/article',
  cart: 'routes/cart',
  search: 'routes/search',
  newsletter: 'routes/newsletter',
  'not found': 'routes/not-found',
} as const;

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

/** The modules React Router's manifest lists for the entry and the routes of a first visit to a page. */
async function modulesOfManifest(pageRoute: string): Promise<string[]> {
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
    for (const id of ['root', 'routes/language-layout', pageRoute]) {
      if (typeof routes === 'object' && routes !== null && id in routes) collect(Reflect.get(routes, id));
    }
  }
  const base = new URL(`file://${clientDir}/`);
  return hrefs.map((href) => new URL(`.${href}`, base).href);
}

/** The largest of the per-language text chunks (shop-messages-de.js and so on) of the last build. */
async function languageChunk(): Promise<string[]> {
  const assets = path.join(clientDir, 'assets');
  const chunks = (await readdir(assets)).filter((name) => /shop-messages-[a-z]+-.*\.js$/.test(name));
  let largest: { url: string; size: number } | undefined;
  for (const name of chunks) {
    const size = gzipSync(await readFile(path.join(assets, name))).length;
    if (!largest || size > largest.size)
      largest = { url: new URL(`file://${path.join(assets, name)}`).href, size };
  }
  return largest ? [largest.url] : [];
}

/** Gzip size of each module the first load takes, following static imports. */
async function measure(modules: string[], alsoLoaded?: RegExp): Promise<Map<string, number>> {
  const queue = [...modules];
  const sizes = new Map<string, number>();
  while (queue.length > 0) {
    const url = queue.shift();
    if (!url || sizes.has(url)) continue;
    const code = await text(url);
    sizes.set(url, gzipSync(code).length);
    queue.push(...staticImports(code, url));
    // Chunks a module names that the first load fetches too (the page language's texts).
    if (alsoLoaded) {
      for (const match of code.matchAll(/["'`]([^"'`]+\.js)["'`]/g)) {
        if (match[1] && alsoLoaded.test(match[1])) queue.push(new URL(match[1], url).href);
      }
    }
  }
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0);

if (pageUrl) {
  const html = await text(pageUrl);
  const language = /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1] ?? 'de';
  const sizes = await measure(
    modulesOfHtml(html, pageUrl),
    new RegExp(`shop-messages-${language}-[^/]*\\.js$`),
  );
  const total = sum(sizes);
  for (const [url, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
    console.log(`${kb(size).padStart(9)}  ${path.basename(new URL(url).pathname)}`);
  }
  console.log(`${kb(total).padStart(9)}  total gzip JavaScript before interaction, from ${pageUrl}`);
  console.log(`${kb(budgetBytes).padStart(9)}  budget${total > budgetBytes ? ' — OVER BUDGET' : ''}`);
  process.exitCode = total > budgetBytes ? 2 : 0;
} else {
  const rows: [string, number, number][] = [];
  /** Per module: its gzip size and how many page types load it. */
  const modules = new Map<string, { size: number; pages: number }>();
  for (const [page, route] of Object.entries(pageRoutes)) {
    const sizes = await measure([...(await modulesOfManifest(route)), ...(await languageChunk())]);
    for (const [url, size] of sizes) modules.set(url, { size, pages: (modules.get(url)?.pages ?? 0) + 1 });
    rows.push([page, sum(sizes), sizes.size]);
  }
  console.log('Largest modules (gzip; how many of the page types load each):');
  for (const [url, { size, pages }] of [...modules].sort((a, b) => b[1].size - a[1].size).slice(0, 15)) {
    console.log(`${kb(size).padStart(9)}  ${path.basename(new URL(url).pathname)} (${pages}/${rows.length})`);
  }
  console.log(`\nFirst-load gzip JavaScript per page type, from the build manifest in ${clientDir}:`);
  for (const [page, total, count] of rows) {
    const flag = total > budgetBytes ? '  OVER BUDGET' : '';
    console.log(`${kb(total).padStart(9)}  ${page} (${count} modules)${flag}`);
  }
  console.log(`${kb(budgetBytes).padStart(9)}  budget`);
  process.exitCode = rows.some(([, total]) => total > budgetBytes) ? 2 : 0;
}
