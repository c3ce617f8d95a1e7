import { describe, expect, it } from 'vitest';
import { toSiteContent } from './site-content.server.ts';

describe('toSiteContent', () => {
  it('parses the selling points with optional links and the per-language colours', () => {
    const content = toSiteContent([
      {
        key: 'usp_bar',
        value: JSON.stringify([
          { title: 'Lieferzeit 1-3 Werktage', href: '/de/e/versand' },
          { title: 'Über 2.000 Produkte' },
        ]),
      },
      { key: 'usp_bar_background_color', value: '#f7f1ec' },
      { key: 'top_bar_background_color', value: null },
    ]);
    expect(content).toEqual({
      uspBar: [
        { title: 'Lieferzeit 1-3 Werktage', href: '/de/e/versand' },
        { title: 'Über 2.000 Produkte', href: null },
      ],
      uspBarBackgroundColor: '#f7f1ec',
      topBarBackgroundColor: null,
    });
  });

  it('gives an empty bar for malformed JSON and drops colours that are not plain CSS colours', () => {
    const content = toSiteContent([
      { key: 'usp_bar', value: '{not json' },
      { key: 'usp_bar_background_color', value: 'red; background-image: url(x)' },
    ]);
    expect(content.uspBar).toEqual([]);
    expect(content.uspBarBackgroundColor).toBeNull();
  });
});
