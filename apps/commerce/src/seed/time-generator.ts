/**
 * Prints how long the catalogue generator takes. Run: `node apps/commerce/src/seed/time-generator.ts [counts...]`
 */
import { generateCatalog } from './generate-catalog.ts';

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isFinite(n) && n > 0);
for (const products of counts.length > 0 ? counts : [2000, 2160, 100000]) {
  const started = performance.now();
  const catalog = generateCatalog({ products });
  const ms = performance.now() - started;
  const variants = catalog.products.reduce((sum, p) => sum + p.variants.length, 0);
  console.log(
    `${String(products).padStart(7)} products: ${ms.toFixed(0).padStart(6)} ms  ` +
      `(${variants} variants, ${catalog.images.length} images, ${catalog.collections.length} collections)`,
  );
}
