import { glob, readFile } from 'node:fs/promises';
import path from 'node:path';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { findCatalogues } from './split-messages.vite.ts';

const appDir = path.resolve(import.meta.dirname, '..');

describe('splitting the texts per language for the browser', () => {
  it("finds each defineMessages call's texts per language, in source order", () => {
    const code = [
      "const a = defineMessages({ de: { hi: 'Hallo' }, en: { hi: `Hello` }, da: { hi: 'Hej' } });",
      'const b = defineMessages({ de: { "x.y": "Ä" }, en: { "x.y": "A" }, da: { "x.y": "Æ" } });',
    ].join('\n');
    const found = findCatalogues(code, 'sample.ts');
    expect(found.map((catalogue) => catalogue.texts)).toEqual([
      { de: "{ hi: 'Hallo' }", en: '{ hi: `Hello` }', da: "{ hi: 'Hej' }" },
      { de: '{ "x.y": "Ä" }', en: '{ "x.y": "A" }', da: '{ "x.y": "Æ" }' },
    ]);
    expect(code.slice(found[0]?.start, found[0]?.end)).toMatch(/^\{ de: .*\}$/);
  });

  it('refuses texts that are not literals, which a language chunk could not hold', () => {
    const code = "const a = defineMessages({ de: { hi: name }, en: { hi: 'Hello' }, da: { hi: 'Hej' } });";
    expect(() => findCatalogues(code, 'sample.ts')).toThrow(/literal texts/);
    expect(() => findCatalogues("defineMessages({ de: { hi: 'Hallo' } })", 'sample.ts')).toThrow(
      /de, en, da/,
    );
  });

  it('splits every catalogue of the storefront (the build would fail on one it cannot)', async () => {
    let catalogues = 0;
    for await (const relative of glob('**/*.{ts,tsx}', { cwd: appDir })) {
      if (/\.test\.tsx?$|^i18n\//.test(relative)) continue;
      const source = await readFile(path.join(appDir, relative), 'utf8');
      if (!source.includes('defineMessages(')) continue;
      const { code } = await transformWithOxc(source, relative);
      const found = findCatalogues(code, relative);
      expect(found.length, relative).toBeGreaterThan(0);
      catalogues += found.length;
    }
    expect(catalogues).toBeGreaterThanOrEqual(20);
  });
});
