import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntryContext } from 'react-router';
import { inlinedMarker } from './inlined-css.ts';

/**
 * What the first load of a page asks for (DESIGN.md, "Checked on this kind of machine"): the CSS of the
 * page's routes inlined in one `<style>` instead of render-blocking stylesheet links, and modulepreload
 * links only for the entry and the route modules, not for every shared chunk they import (the browser
 * finds those when the modules load, after the page is painted).
 *
 * React Router has no option for either; both come from a per-request copy of the route manifest it
 * renders `<Links>` and `<Scripts>` from, and its `criticalCss`, which `<Links>` writes as a `<style>`
 * (with the request's nonce). The browser's own copy of the manifest is left whole: entry.client.tsx
 * drops from it the stylesheets named in the inline marker, so they are not fetched again after
 * hydration. Covered by e2e/first-load.spec.ts (pinned react-router version, see DESIGN.md).
 */

/** Where the built CSS files are: build/server/index.js → build/client. */
const clientDir = path.resolve(import.meta.dirname, '../client');

const cssTexts = new Map<string, string | null>();

/** A built CSS file's text, read once; null where it is not on disk (the dev server), so it stays a link. */
function cssText(href: string): string | null {
  if (!cssTexts.has(href)) {
    let text: string | null = null;
    // React Router marks some hrefs with a trailing `#` (CSS that lazy chunks import too).
    const file = href.replace(/#.*$/, '');
    if (file.startsWith('/assets/') && file.endsWith('.css')) {
      try {
        text = readFileSync(path.join(clientDir, file), 'utf8');
      } catch {
        text = null;
      }
    }
    cssTexts.set(href, text);
  }
  return cssTexts.get(href) ?? null;
}

type Manifest = EntryContext['manifest'];
type ManifestRoute = Manifest['routes'][string];

type FirstLoad = Pick<EntryContext, 'manifest' | 'criticalCss'>;

/** Per manifest (one per build), per set of matched routes: the same pages always get the same. */
const made = new WeakMap<Manifest, Map<string, FirstLoad>>();

/** The router context for one document, with the page's CSS inlined and only route modules preloaded. */
export function firstLoadContext(context: EntryContext, readCss = cssText): EntryContext {
  const matched = context.staticHandlerContext.matches.map((match) => match.route.id);
  let byRoutes = made.get(context.manifest);
  if (!byRoutes) {
    byRoutes = new Map();
    made.set(context.manifest, byRoutes);
  }
  const key = matched.join('|');
  let firstLoad = byRoutes.get(key);
  if (!firstLoad) {
    firstLoad = trimmed(context, matched, readCss);
    byRoutes.set(key, firstLoad);
  }
  return { ...context, ...firstLoad };
}

function trimmed(context: EntryContext, matched: string[], readCss: typeof cssText): FirstLoad {
  const inlined: string[] = [];
  const parts: string[] = [];
  for (const id of matched) {
    for (const href of context.manifest.routes[id]?.css ?? []) {
      const text = readCss(href);
      if (text === null || inlined.includes(href)) continue;
      inlined.push(href);
      parts.push(inlinedMarker(href), text);
    }
  }
  const routes: Record<string, ManifestRoute> = {};
  for (const [id, route] of Object.entries(context.manifest.routes)) {
    if (!route) continue;
    routes[id] = { ...route, imports: [], css: (route.css ?? []).filter((href) => !inlined.includes(href)) };
  }
  const manifest: Manifest = {
    ...context.manifest,
    entry: { ...context.manifest.entry, imports: [] },
    routes,
  };
  return { manifest, criticalCss: parts.length > 0 ? parts.join('\n') : context.criticalCss };
}
