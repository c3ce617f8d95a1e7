import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArtworkSpec } from './artwork-types.ts';
import { defaultArtworkSize, renderArtwork, renderPlaceholder } from './render-artwork.ts';

const base = {
  primary: '#7a3e1d',
  secondary: '#f3ede2',
  accent: '#d4a017',
  label: 'Kaffeekontor Lindner & Söhne <Bremen>',
};
const SPECS: ArtworkSpec[] = [
  { ...base, kind: 'bag', sublabel: 'Sidamo', caption: 'ESPRESSO', pattern: 0 },
  { ...base, kind: 'bag', pattern: 1 },
  { ...base, kind: 'bag', pattern: 2 },
  { ...base, kind: 'bag', pattern: 3 },
  { ...base, kind: 'beans', pattern: 4 },
  { ...base, kind: 'machine', shape: 'portafilter' },
  { ...base, kind: 'machine', shape: 'automatic' },
  { ...base, kind: 'machine', shape: 'filter' },
  { ...base, kind: 'machine', shape: 'frother' },
  { ...base, kind: 'grinder', shape: 'electric' },
  { ...base, kind: 'grinder', shape: 'hand' },
  ...(['espresso', 'cappuccino', 'glass', 'mug'] as const).map(
    (shape): ArtworkSpec => ({ ...base, kind: 'cup', shape }),
  ),
  ...(['jug', 'tamper', 'scale', 'cleaning', 'dripper', 'kettle', 'canister'] as const).map(
    (shape): ArtworkSpec => ({ ...base, kind: 'accessory', shape }),
  ),
  { ...base, kind: 'brand', sublabel: 'Bremen' },
  { ...base, kind: 'collection', motif: 'machine', shape: 'portafilter' },
  { ...base, kind: 'collection', label: '', motif: 'bag' },
  { ...base, kind: 'giftcard', label: '50 €', sublabel: 'Bohnenpost' },
  { ...base, kind: 'placeholder' },
];

/** Minimal well-formedness check: balanced tags and no bare ampersands. */
function wellFormed(svg: string): boolean {
  if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(svg)) return false;
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0;
}

describe('renderArtwork', () => {
  it.each(SPECS.map((s) => [`${s.kind}/${s.shape ?? s.pattern ?? ''}`, s] as const))(
    'renders %s as a well-formed SVG',
    (_name, spec) => {
      const svg = renderArtwork(spec, { width: 200, height: 200 });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(wellFormed(svg)).toBe(true);
      expect(svg).not.toContain('<Bremen>');
    },
  );

  it('escapes text for XML', () => {
    const svg = renderArtwork({ ...base, kind: 'brand' });
    expect(svg).toContain('&amp;');
    expect(svg).toContain('Söhne');
    expect(svg).not.toMatch(/& /);
  });

  it('is deterministic and depends on the spec', () => {
    const spec: ArtworkSpec = { ...base, kind: 'machine', shape: 'portafilter' };
    expect(renderArtwork(spec)).toBe(renderArtwork(spec));
    expect(renderArtwork({ ...spec, primary: '#1c1c1e' })).not.toBe(renderArtwork(spec));
    expect(renderArtwork({ ...spec, shape: 'automatic' })).not.toBe(renderArtwork(spec));
  });

  it('uses the requested size and only generic font families', () => {
    const svg = renderArtwork({ ...base, kind: 'giftcard' }, { width: 640, height: 360 });
    expect(svg).toContain('width="640" height="360"');
    const families = new Set([...svg.matchAll(/font-family="([^"]+)"/g)].map((m) => m[1]));
    for (const f of families) expect(['sans-serif', 'serif']).toContain(f);
    expect(defaultArtworkSize('collection')).toEqual({ width: 1000, height: 375 });
  });

  it('falls back to safe colours for invalid input', () => {
    const svg = renderArtwork({ ...base, kind: 'bag', primary: 'red" onload="x' });
    expect(svg).not.toContain('onload');
  });

  it('rasterises every kind with sharp (librsvg) into a picture that is not blank', async () => {
    for (const spec of [...SPECS, null]) {
      const svg = spec ? renderArtwork(spec, { width: 160, height: 160 }) : renderPlaceholder();
      const { channels } = await sharp(Buffer.from(svg)).png().stats();
      const spread = channels.slice(0, 3).map((c) => c.max - c.min);
      expect(Math.max(...spread), spec?.kind ?? 'placeholder').toBeGreaterThan(30);
    }
  });
});

describe('catalogue artwork', () => {
  it('renders every image spec of a generated catalogue', async () => {
    const { generateCatalog } = await import('../seed/generate-catalog.ts');
    const catalog = generateCatalog({ products: 120 });
    const kinds = new Set<string>();
    for (const image of catalog.images) {
      const svg = renderArtwork(image.artwork, { width: image.width, height: image.height });
      expect(wellFormed(svg), image.path).toBe(true);
      kinds.add(image.artwork.kind);
    }
    expect([...kinds].sort()).toEqual(
      ['bag', 'beans', 'brand', 'collection', 'cup', 'giftcard', 'grinder', 'machine', 'accessory'].sort(),
    );
  });
});
