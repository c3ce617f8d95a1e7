import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../shared/html-template.ts';
import { createRandom, deriveSeed } from './random.ts';
import { slugify, slugifyWords, stripTags, truncate } from './text.ts';

describe('slugify', () => {
  it('transliterates German and Danish letters to ASCII', () => {
    expect(slugify('Rösterei Mühlbach – Größe')).toBe('roesterei-muehlbach-groesse');
    expect(slugify('Kaffebrænderiet Østerbro på Å')).toBe('kaffebraenderiet-oesterbro-paa-aa');
    expect(slugify('Kaffeekontor Lindner & Söhne')).toBe('kaffeekontor-lindner-und-soehne');
    expect(slugify('  Caffè Crema (Lot 2) ')).toBe('caffe-crema-lot-2');
  });

  it('gives the same result word by word', () => {
    for (const text of [
      'Bergwerk Rösterei Sidamo Natural – Filterröstung',
      'Crema d’Oro – Espressoröstung',
      'A&B  c',
    ]) {
      expect(slugifyWords(text)).toBe(slugify(text));
    }
  });
});

describe('text helpers', () => {
  it('escapes and strips HTML', () => {
    expect(escapeHtml('Lindner & Söhne <b>"x"</b>')).toBe(
      'Lindner &amp; Söhne &lt;b&gt;&quot;x&quot;&lt;/b&gt;',
    );
    expect(stripTags('<p>A &amp; B</p><ul><li>C</li></ul>')).toBe('A & B C');
  });

  it('truncates at a word boundary', () => {
    const text = 'word '.repeat(60).trim();
    const cut = truncate(text, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncate('short', 100)).toBe('short');
  });
});

describe('createRandom', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const xs = Array.from({ length: 100 }, () => a.next());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b.next()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const r = createRandom(1);
    for (let i = 0; i < 200; i++) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
    expect(createRandom(1).sample([1, 2, 3, 4], 4).sort()).toEqual([1, 2, 3, 4]);
    expect(deriveSeed(1, 1)).not.toBe(deriveSeed(1, 2));
  });
});
