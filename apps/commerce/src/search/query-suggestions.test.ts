import { describe, expect, it } from 'vitest';
import type { FacetIndex } from '../catalog/facet-store.ts';
import { prepareVocabulary, similarity, suggestQueries } from './query-suggestions.ts';

const label = (text: string) => ({ de: text, en: text, da: text });
const index: FacetIndex = {
  definitions: [],
  values: [
    { facet: 'p.product_type', value: 'Espresso', position: 0, label: label('Espresso') },
    { facet: 'p.product_type', value: 'Espressomühle', position: 1, label: label('Espressomühle') },
    { facet: 'p.vendor', value: 'Bergwerk Rösterei', position: 0, label: label('Bergwerk Rösterei') },
  ],
};
const german = prepareVocabulary(index, 'de');

describe('query suggestions', () => {
  it('completes the typed beginning first and marks it', () => {
    const suggestions = suggestQueries('espr', german, ['Espresso ganze Bohne'], 5);
    expect(suggestions.map((s) => s.text)).toEqual(['Espresso', 'Espressomühle', 'Espresso ganze Bohne']);
    expect(suggestions[0]?.styledText).toBe('<mark>Espr</mark>esso');
  });

  it('matches later words and tolerates a typo', () => {
    expect(suggestQueries('röst', german, [], 5).map((s) => s.text)).toEqual(['Bergwerk Rösterei']);
    expect(suggestQueries('espreso', german, [], 5).map((s) => s.text)).toContain('Espresso');
    expect(similarity('espresso', 'espreso')).toBeGreaterThan(0.45);
    expect(suggestQueries('zzz', german, [], 5)).toEqual([]);
  });
});
