import { describe, expect, it } from 'vitest';
import { hyphenate } from './hyphenate.server.ts';

const shown = (text: string) => text.replaceAll('\u00ad', '|');

describe('hyphenate', () => {
  it('breaks German compounds at their syllables, never inside one', () => {
    expect(shown(hyphenate('Siebträgermaschinen', 'de'))).toBe('Sieb|trä|ger|ma|schi|nen');
    expect(hyphenate('Siebträgermaschinen', 'de').replaceAll('\u00ad', '')).toBe('Siebträgermaschinen');
  });

  it('uses the patterns of the page language', () => {
    expect(shown(hyphenate('Espressomaskiner', 'da'))).toContain('ma|ski|ner');
    expect(shown(hyphenate('Accessories', 'en'))).toBe('Ac|cessor|ies');
  });

  it('leaves short words whole', () => {
    expect(hyphenate('Tassen & Gläser', 'de')).toBe('Tassen & Gläser');
  });
});
