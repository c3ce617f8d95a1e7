/**
 * Search index benchmark: `node apps/commerce/bench/search-index-bench.ts [--products 100000]
 * [--language de] [--rounds 5]`. Builds the predictive-search index from the generated catalogue
 * (or, with DATABASE_URL, from that database's rows, only read) and prints build time, memory
 * and per-query times over a few hundred queries typed as visitors type them: beginnings of 1-6
 * letters, brands, two words, SKUs, parts of compounds, words without diacritics and typos.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../src/db/database.ts';
import type { ContentLanguage } from '../src/i18n/language.ts';
import { ProductSearchIndex, type SearchRow } from '../src/search/product-search-index.ts';
import { findProductSearchRows } from '../src/search/search-store.ts';
import { foldWord, hasLetter, textWords } from '../src/search/word-forms.ts';
import { generateCatalog } from '../src/seed/generate-catalog.ts';
import { createRandom, type Random } from '../src/seed/random.ts';
import { productTranslationRows } from '../src/setup/product-rows.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    language: { type: 'string', default: 'de' },
    rounds: { type: 'string', default: '5' },
  },
});
const products = z.coerce.number().int().min(1).parse(values.products);
const language: ContentLanguage = z.enum(['de', 'en', 'da']).parse(values.language);
const rounds = z.coerce.number().int().min(1).parse(values.rounds);

async function readRows(): Promise<{ rows: SearchRow[]; source: string }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const handle = await openDatabase({ kind: 'postgres', url });
    try {
      return {
        rows: await findProductSearchRows(handle.db, language),
        source: url.replace(/\/\/[^@]*@/, '//'),
      };
    } finally {
      await handle.close();
    }
  }
  const catalog = generateCatalog({ products });
  const rows = [...catalog.products]
    .sort((a, b) => a.bestSellingRank - b.bestSellingRank)
    .flatMap(productTranslationRows)
    .filter((row) => row.language === language)
    .map((row) => ({ id: row.productId, title: row.title, searchText: row.searchText }));
  return { rows, source: `generated catalogue of ${products}` };
}

function typo(word: string, random: Random): string {
  const at = random.int(1, word.length - 2);
  const kinds = [
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2),
    () => word.slice(0, at) + (word[at] ?? '') + word.slice(at),
  ];
  return random.pick(kinds)();
}

/** Queries by kind, taken from the catalogue's own words. */
function queries(rows: SearchRow[], random: Random): Map<string, string[]> {
  const sample = random.sample(rows.slice(0, Math.min(rows.length, 20_000)), 400);
  const titleWords = sample.map((row) => textWords(row.title).filter(hasLetter));
  const words = titleWords.flat();
  const long = words.filter((w) => w.length >= 6);
  const pick = <T>(items: T[]) => random.pick(items);
  const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);
  const kinds = new Map<string, string[]>();
  for (let letters = 1; letters <= 6; letters++) {
    kinds.set(
      `prefix ${letters}`,
      times(40, () => pick(words).slice(0, letters)),
    );
  }
  kinds.set(
    'brand',
    times(40, () => pick(titleWords).slice(0, 2).join(' ')),
  );
  kinds.set(
    'two words',
    times(40, () => {
      const title = pick(titleWords.filter((t) => t.length >= 3));
      const second = title[random.int(1, title.length - 1)] ?? '';
      return `${title[0]} ${second.slice(0, random.int(2, 5))}`;
    }),
  );
  kinds.set(
    'whole title',
    times(20, () => pick(sample).title),
  );
  kinds.set(
    'sku',
    times(40, () => pick(sample.map((row) => row.searchText.split(' ').pop() ?? ''))),
  );
  kinds.set(
    'inside word',
    times(40, () => {
      const word = pick(long);
      const from = random.int(2, word.length - 4);
      return word.slice(from, from + random.int(3, 5));
    }),
  );
  kinds.set(
    'no diacritics',
    times(20, () => foldWord(pick(words.filter((w) => foldWord(w) !== w)))),
  );
  kinds.set(
    'typo',
    times(60, () => typo(pick(long), random)),
  );
  kinds.set(
    'nothing',
    times(10, () => `qx${random.int(100, 999)}zv`),
  );
  return kinds;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const ms = (value: number) => value.toFixed(3).padStart(8);

const memoryUsed = () => {
  globalThis.gc?.();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};
const reading = performance.now();
const { rows, source } = await readRows();
const readMs = performance.now() - reading;
const started = performance.now();
const index = await ProductSearchIndex.build(rows, async () => undefined);
const buildMs = performance.now() - started;
// What one index holds: the heap grown by a second one built from the same rows.
const memoryBefore = memoryUsed();
const second = await ProductSearchIndex.build(rows, async () => undefined);
const memoryMb = (memoryUsed() - memoryBefore) / 1e6;

console.log(`${source}, language ${language}: ${second.size} products, ${index.dictionary.size} words`);
console.log(`rows read (or generated) in ${readMs.toFixed(0)} ms`);
console.log(
  `build ${buildMs.toFixed(0)} ms (without pauses), memory ${memoryMb.toFixed(1)} MB per index (heap and typed arrays)`,
);
console.log(
  `(of which typed arrays ${(index.arrayBytes / 1e6).toFixed(1)} MB${globalThis.gc ? '' : '; run with --expose-gc for a steadier heap figure'})`,
);

const kinds = queries(rows, createRandom(20261123));
const all = [...kinds.values()].flat();
const timings = new Map<string, number[]>();
const byQuery = new Map<string, number[]>();
const found = new Map<string, number>();
for (let round = 0; round <= rounds; round++) {
  // Round 0 warms the JIT up and is not counted.
  for (const [kind, list] of kinds) {
    for (const query of list) {
      const t = performance.now();
      const ids = index.search(query, 10);
      const elapsed = performance.now() - t;
      if (round === 0) continue;
      const list = timings.get(kind) ?? [];
      timings.set(kind, list);
      list.push(elapsed);
      const perQuery = byQuery.get(query) ?? [];
      byQuery.set(query, perQuery);
      perQuery.push(elapsed);
      found.set(kind, (found.get(kind) ?? 0) + ids.length);
    }
  }
}
console.log(`\n${all.length} queries x ${rounds} rounds, limit 10, milliseconds per query`);
console.log(
  `${'kind'.padEnd(14)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}  found/query`,
);
const everything: number[] = [];
for (const [kind, list] of timings) {
  const sorted = [...list].sort((a, b) => a - b);
  everything.push(...list);
  const perQuery = (found.get(kind) ?? 0) / list.length;
  console.log(
    `${kind.padEnd(14)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(sorted.at(-1) ?? 0)}  ${perQuery.toFixed(1)}`,
  );
}
everything.sort((a, b) => a - b);
console.log(
  `${'all'.padEnd(14)} ${ms(percentile(everything, 50))} ${ms(percentile(everything, 95))} ${ms(everything.at(-1) ?? 0)}`,
);
console.log('\nexamples:', [...kinds].map(([kind, list]) => `${kind}: "${list[0]}"`).join(', '));
const slowest = [...byQuery]
  .map(([query, list]) => ({
    query,
    median: percentile(
      [...list].sort((a, b) => a - b),
      50,
    ),
  }))
  .sort((a, b) => b.median - a.median)
  .slice(0, 5);
console.log('slowest (median ms):', slowest.map((s) => `"${s.query}" ${s.median.toFixed(3)}`).join(', '));
