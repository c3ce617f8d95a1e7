/**
 * Sums the gzip size of the JavaScript a first visit downloads before any interaction: the module
 * scripts and modulepreloads of the server HTML, followed through their static imports (dynamic
 * `import()` chunks load on demand and are not counted). Usage:
 *   node apps/storefront/scripts/measure-js.ts [url]   (default http://localhost:3000/de, or MEASURE_URL)
 * It builds nothing: run it against a running shop (`node scripts/start.ts`).
 */
import { gzipSync } from 'node:zlib';

const pageUrl = process.argv[2] ?? process.env.MEASURE_URL ?? 'http://localhost:3000/de';
const budgetBytes = 150 * 1024;

async function text(url: string): Promise<string> {
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

const html = await text(pageUrl).catch((error: unknown) => {
  console.error(`Could not fetch ${pageUrl} (${String(error)}). Start the shop first: node scripts/start.ts`);
  process.exit(1);
});
const queue = modulesOfHtml(html, pageUrl);
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
  console.log(`${kb(size).padStart(9)}  ${new URL(url).pathname}`);
}
console.log(`${kb(total).padStart(9)}  total gzip JavaScript before interaction on ${pageUrl}`);
console.log(`${kb(budgetBytes).padStart(9)}  budget${total > budgetBytes ? ' — OVER BUDGET' : ''}`);
process.exitCode = total > budgetBytes ? 2 : 0;
