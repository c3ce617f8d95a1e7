import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortClassNames } from './short-class-names.vite.ts';

const root = path.join(path.sep, 'shop', 'app');
const file = (name: string) => path.join(root, 'catalog', name);

describe('shortClassNames', () => {
  it('gives a short CSS identifier that depends on module and local name only', () => {
    const name = shortClassNames(root)('cardFooter', file('product-grid.module.css'));
    expect(name).toMatch(/^_[0-9a-z]{5}$/);
    // Another clone (another root), the same module as Vite names it with a query: the same class.
    const elsewhere = path.join(path.sep, 'ci', 'clone', 'app');
    const again = shortClassNames(elsewhere)(
      'cardFooter',
      `${path.join(elsewhere, 'catalog', 'product-grid.module.css')}?used`,
    );
    expect(again).toBe(name);
  });

  it('names the same local name in two modules apart', () => {
    const generate = shortClassNames(root);
    expect(generate('title', file('a.module.css'))).not.toBe(generate('title', file('b.module.css')));
  });

  it('refuses to build when two names would share a class', () => {
    const generate = shortClassNames(root);
    // 36^5 names: a collision turns up after some thousands (the birthday bound), well before this.
    expect(() => {
      for (let index = 0; index < 200_000; index += 1) generate(`name${index}`, file('many.module.css'));
    }).toThrow(/both shorten to _[0-9a-z]{5}/);
  });
});
