import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstLoadContext } from './first-load.server.ts';
import { inlinedHrefs } from './inlined-css.ts';

const route = (id: string, css: string[], imports: string[]) => ({
  id,
  module: `/assets/${id}.js`,
  imports,
  css,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});

function context(): EntryContext {
  const manifest = {
    entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
    routes: {
      root: route('root', ['/assets/root.css'], ['/assets/react.js']),
      layout: route('layout', ['/assets/layout.css', '/assets/shared.css#'], ['/assets/shared.js']),
      home: route('home', ['/assets/home.css', '/assets/shared.css#'], ['/assets/grid.js']),
      product: route('product', ['/assets/product.css'], ['/assets/gallery.js']),
    },
    url: '/assets/manifest.js',
    version: '1',
  };
  const matches = ['root', 'layout', 'home'].map((id) => ({ route: { id } }));
  return { manifest, staticHandlerContext: { matches } } as unknown as EntryContext;
}

const files: Record<string, string> = {
  '/assets/root.css': 'html{color:red}',
  '/assets/layout.css': '.header{}',
  '/assets/shared.css#': '.card{}',
  '/assets/home.css': '.hero{}',
};
const readCss = (href: string) => files[href] ?? null;

describe('the first load of a page', () => {
  it("inlines the matched routes' CSS in route order, each file once, marked with its href", () => {
    const css = firstLoadContext(context(), readCss).criticalCss;
    expect(typeof css).toBe('string');
    const text = String(css);
    expect(text.indexOf('html{color:red}')).toBeLessThan(text.indexOf('.header{}'));
    expect(text.indexOf('.card{}')).toBeLessThan(text.indexOf('.hero{}'));
    expect(text.split('.card{}')).toHaveLength(2);
    expect([...inlinedHrefs([{ textContent: text }])]).toEqual([
      '/assets/root.css',
      '/assets/layout.css',
      '/assets/shared.css#',
      '/assets/home.css',
    ]);
  });

  it('renders no stylesheet link for inlined CSS, keeps the others, and preloads no shared chunks', () => {
    const { manifest } = firstLoadContext(context(), readCss);
    expect(manifest.entry.imports).toEqual([]);
    expect(manifest.routes.home?.css).toEqual([]);
    expect(manifest.routes.home?.imports).toEqual([]);
    expect(manifest.routes.product?.css).toEqual(['/assets/product.css']);
    expect(manifest.routes.home?.module).toBe('/assets/home.js');
  });

  it("leaves a file it cannot read as a link (the dev server) and never changes React Router's manifest", () => {
    const original = context();
    const { manifest, criticalCss } = firstLoadContext(original, () => null);
    expect(criticalCss).toBeUndefined();
    expect(manifest.routes.root?.css).toEqual(['/assets/root.css']);
    expect(original.manifest.routes.home?.imports).toEqual(['/assets/grid.js']);
    expect(original.manifest.entry.imports).toEqual(['/assets/react.js']);
  });
});
