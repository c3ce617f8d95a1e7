/**
 * Prints how long the catalogue generator takes (wall clock and CPU time of this process).
 * Run: `node apps/commerce/src/seed/time-generator.ts [product counts...]` (default 2000 2160 100000).
 */
import { generateCatalog } from './generate-catalog.ts';

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isFinite(n) && n > 0);
for (const products of counts.length > 0 ? counts : [2000, 2160, 100000]) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const catalog = generateCatalog({ products });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const variants = catalog.products.reduce((sum, p) => sum + p.variants.length, 0);
  console.log(
    `${String(products).padStart(7)} products: ${ms.toFixed(0).padStart(6)} ms wall, ` +
      `${((used.user + used.system) / 1000).toFixed(0).padStart(6)} ms CPU ` +
      `(${variants} variants, ${catalog.images.length} images, ${catalog.collections.length} collections, ` +
      `heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB)`,
  );
}
