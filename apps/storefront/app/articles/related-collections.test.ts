import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time.ts';
import { collectionsNamedIn, stemOf } from './related-collections.ts';

const collections = [
  { handle: 'kaffee-espresso', title: 'Kaffee & Espresso' },
  { handle: 'kaffeewaagen', title: 'Kaffeewaagen' },
  { handle: 'milchkannen', title: 'Milchkannen & Aufschäumer' },
  { handle: 'handmuehlen', title: 'Handmühlen' },
  { handle: 'siebtraeger', title: 'Siebträger' },
  { handle: 'entkalker', title: 'Entkalker & Reinigung' },
  { handle: 'tee', title: 'Tee' },
  { handle: 'zubehoer', title: 'Zubehör' },
];

describe('collectionsNamedIn (related products of an article)', () => {
  it('finds the collections whose names the article uses, singular or plural, most specific first', () => {
    const text =
      'Wiegen Sie Dosis und Ertrag mit einer Kaffeewaage. Eine Milchkanne aus Edelstahl hilft beim Espresso.';
    expect(collectionsNamedIn(text, collections).map((c) => c.handle)).toEqual([
      'kaffeewaagen',
      'milchkannen',
    ]);
  });

  it('lets a long name begin a compound word of the text', () => {
    expect(
      collectionsNamedIn('Jede Siebträgermaschine braucht Pflege.', collections).map((c) => c.handle),
    ).toEqual(['siebtraeger']);
  });

  it('ignores short names and finds nothing in a text that names nothing the shop sells', () => {
    expect(collectionsNamedIn('Trinken Sie Tee am Abend.', collections)).toEqual([]);
    expect(collectionsNamedIn('Der Himmel ist blau.', collections)).toEqual([]);
  });

  it('skips a word many titles share, as it says nothing about one of them', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ handle: `b${i}`, title: `Rösterei Nummer${i}` }));
    expect(collectionsNamedIn('Eine Rösterei in Hamburg.', many, 2, 0.1)).toEqual([]);
  });

  it('stems plural and case endings but keeps short words whole', () => {
    expect(stemOf('Kaffeewaagen')).toBe('kaffeewaag');
    expect(stemOf('Kaffeewaage')).toBe('kaffeewaag');
    expect(stemOf('scales')).toBe('scal');
    expect(stemOf('Tee')).toBe('tee');
  });
});

describe('readingMinutes', () => {
  it('counts 200 words a minute, rounded up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Ein Satz.')).toBe(1);
    expect(readingMinutes(Array.from({ length: 201 }, () => 'Wort').join(' '))).toBe(2);
    expect(readingMinutes(`${Array.from({ length: 400 }, () => 'Wort').join(' ')} – – –`)).toBe(2);
  });
});
