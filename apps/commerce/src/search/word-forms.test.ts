import { describe, expect, it } from 'vitest';
import { foldWord, textWords, wordTrigrams } from './word-forms.ts';

describe('word forms', () => {
  it('splits text into lower-case runs of letters and digits, as the Unicode regular expression does', () => {
    const byRegex = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0);
    const samples = [
      'Mühlbach Kaffeerösterei – Filter-Röstung (Lot 2)',
      'MKR-070612-250B',
      'Ærø smørrebrød, 12,5 %',
      'a😀b 𝒜bc',
      'u\u0308ber',
      ' \t ',
    ];
    for (const text of samples) expect(textWords(text)).toEqual(byRegex(text));
    expect(textWords('Crema d’Oro')).toEqual(['crema', 'd', 'oro']);
  });

  it('folds diacritics and letters without a decomposition', () => {
    expect(foldWord('kaffeemühle')).toBe('kaffeemuhle');
    expect(foldWord('smørrebrød')).toBe('smorrebrod');
    expect(foldWord('straße')).toBe('strasse');
    expect(foldWord('café')).toBe('cafe');
    expect(foldWord('espresso')).toBe('espresso');
  });

  it('pads trigrams as pg_trgm does, leaving the end open for words still being typed', () => {
    expect(wordTrigrams('kaf')).toEqual(['  k', ' ka', 'kaf', 'af ']);
    expect(wordTrigrams('kaf', false)).toEqual(['  k', ' ka', 'kaf']);
  });
});
