import { describe, expect, it } from 'vitest';
import { ProductSearchIndex, type SearchRow } from './product-search-index.ts';

/** A product row as the importer writes it: title, vendor, type, variant titles, SKUs. */
function row(id: number, title: string, vendor: string, type: string, variants: string[], skus: string[]) {
  return { id, title, searchText: [title, vendor, type, ...variants, ...skus].join(' ') } satisfies SearchRow;
}

// Best sellers first: position in this list is the best-selling rank.
const rows = [
  row(
    11,
    'Bergwerk Rösterei Espresso Uno – Espressoröstung',
    'Bergwerk Rösterei',
    'Espresso',
    ['250 g', '1 kg'],
    ['BWR-000011-250B', 'BWR-000011-1000B'],
  ),
  row(
    12,
    'Lucenti Forte Dualboiler-Siebträger',
    'Lucenti',
    'Siebträgermaschine',
    ['Edelstahl', 'Schwarz matt'],
    ['LUC-000012-ST', 'LUC-000012-BK'],
  ),
  row(13, 'Mahlgut Duetto Kaffeemühle', 'Mahlgut', 'Kaffeemühle', [], ['MHG-000013']),
  row(
    14,
    'Café Caldera Matagalpa – Filterröstung',
    'Café Caldera',
    'Filterkaffee',
    ['500 g'],
    ['CCA-000014-500B'],
  ),
  row(15, 'Espresso', 'Amsel Kaffeemanufaktur', 'Espresso', [], ['AKM-000015']),
  row(
    16,
    'Kaffebrænderiet Østerbro Morgenkaffe',
    'Kaffebrænderiet Østerbro',
    'Filterkaffee',
    [],
    ['KBO-000016'],
  ),
  row(17, 'Nordisk Brygg Vela Handmühle', 'Nordisk Brygg', 'Handmühle', [], ['NBR-000017']),
  row(18, 'Nordisk Brygg Muhle Classic', 'Nordisk Brygg', 'Handmühle', [], ['NBR-000018']),
];
const index = await ProductSearchIndex.build(rows);
const search = (text: string, limit = 10) => index.search(text, limit);

describe('product search index', () => {
  it('matches word beginnings, best sellers first among equal matches', () => {
    expect(search('lucen')).toEqual([12]);
    expect(search('filterr', 1)).toEqual([14]);
    expect(search('nordisk')).toEqual([17, 18]);
  });

  it('needs every typed word, each at the beginning of some word', () => {
    expect(search('nordisk vela')).toEqual([17]);
    expect(search('bergwerk uno')).toEqual([11]);
    expect(search('bergwerk lucenti')).toEqual([]);
  });

  it('finds a product by a SKU, a variant title, its vendor and its type', () => {
    expect(search('LUC-000012-BK')).toEqual([12]);
    expect(search('BWR-000011')).toEqual([11]);
    expect(search('schwarz matt')).toEqual([12]);
    expect(search('Amsel Kaffeemanufaktur')).toEqual([15]);
    expect(search('siebträgermaschine')).toEqual([12]);
  });

  it('finds a word inside a compound from three letters, after the word beginnings', () => {
    expect(search('mühle')).toHaveLength(3);
    expect(search('mühle').slice(0, 2).sort()).toEqual([13, 17]);
    expect(search('träger')).toEqual([12]);
    expect(search('ühl').length).toBeGreaterThan(0);
    expect(search('hl')).toEqual([]);
  });

  it('ignores diacritics in both directions, ranking the word as written first', () => {
    expect(search('siebtrager')).toEqual([12]);
    expect(search('cafe caldera')).toEqual([14]);
    expect(search('osterbro')).toEqual([16]);
    expect(search('muhle')[0]).toBe(18);
    expect(search('mühle')[2]).toBe(18);
  });

  it('ranks a title beginning with the typed words, and a whole title, above better sellers', () => {
    expect(search('espresso')).toEqual([15, 11]);
    expect(search('Mahlgut Duetto Kaffeemühle')).toEqual([13]);
    // Too few exact matches: a similar word (kaffe…) follows them.
    expect(search('kaffeem')).toEqual([13, 15, 16]);
  });

  it('keeps best-selling order among equal matches, whatever the title length, unless the whole title was typed', async () => {
    const namesakes = await ProductSearchIndex.build([
      row(21, 'Bergwerk Espresso Uno – Espressoröstung (Lot 2)', 'Bergwerk', 'Espresso', [], []),
      row(22, 'Bergwerk Espresso Uno – Espressoröstung', 'Bergwerk', 'Espresso', [], []),
      row(23, 'Mühlbach Kaffeerösterei Ruanda Rulindo Honey – Filterröstung', 'Mühlbach', 'Filter', [], []),
      row(24, 'Østerbro Ruanda Huye', 'Østerbro', 'Filter', [], []),
    ]);
    expect(namesakes.search('Bergwerk Espresso Uno – Espressoröstung', 10)).toEqual([22, 21]);
    expect(namesakes.search('Bergwerk Espresso', 10)).toEqual([21, 22]);
    expect(namesakes.search('ruanda', 10)).toEqual([23, 24]);
  });

  it('falls back to similar words when too few match exactly, and finds nothing in gibberish', () => {
    expect(search('Espreso')).toEqual([15, 11]);
    expect(search('Lucentti')).toEqual([12]);
    expect(search('Espresso Uno', 1)).toEqual([11]);
    expect(search('qqqxxzzv')).toEqual([]);
    expect(search(' – ')).toEqual([]);
  });

  it('is the same index when built with pauses between chunks of rows', async () => {
    let pauses = 0;
    const paused = await ProductSearchIndex.build(many, async () => {
      pauses++;
    });
    expect(pauses).toBeGreaterThan(2);
    for (const text of ['sonntag', 'nr 4', 'ams-17', 'espreso']) {
      expect(paused.search(text, 10)).toEqual(big.search(text, 10));
    }
  });

  it('returns at most the limit', () => {
    expect(search('n', 1)).toHaveLength(1);
    expect(search('kaffee', 2)).toHaveLength(2);
    expect(search('kaffee', 0)).toEqual([]);
  });
});

const many = Array.from({ length: 5000 }, (_, i) =>
  row(i + 1, `Rösterei ${i % 7 === 0 ? 'Sonntag' : 'Alltag'} Nr ${i}`, 'Amsel', 'Espresso', [], [`AMS-${i}`]),
);
const big = await ProductSearchIndex.build(many);

describe('product search index at scale', () => {
  it('takes candidates in best-selling order and ranks only those', () => {
    const found = big.search('sonntag', 10);
    expect(found).toEqual([1, 8, 15, 22, 29, 36, 43, 50, 57, 64]);
    expect(big.search('alltag espresso', 3)).toEqual([2, 3, 4]);
    expect(big.search('AMS-4999', 10)).toEqual([5000]);
  });

  it('ranks a title beginning among the first 200 matches above better sellers', () => {
    // 'Nr 150' is held by one product, 'Nr 1' begins many titles' ends: the number decides.
    expect(big.search('150', 1)).toEqual([151]);
    expect(big.search('rösterei sonntag nr 1', 1)).toEqual([15]);
  });
});
