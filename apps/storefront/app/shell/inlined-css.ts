/** Marker before each stylesheet the server inlined into the page's `<style>` (shell/first-load.server.ts). */
export const inlinedMarker = (href: string) => `/*inlined:${href}*/`;

const markerPattern = /\/\*inlined:([^*]+)\*\//g;

/** The hrefs of the stylesheets a page's inline `<style>` elements already hold. */
export function inlinedHrefs(styles: Iterable<{ textContent: string | null }>): Set<string> {
  const hrefs = new Set<string>();
  for (const style of styles) {
    for (const match of (style.textContent ?? '').matchAll(markerPattern)) if (match[1]) hrefs.add(match[1]);
  }
  return hrefs;
}

type BrowserManifest = { routes: Record<string, { css?: string[] } | undefined> };

declare global {
  interface Window {
    __reactRouterManifest?: BrowserManifest;
  }
}

/**
 * Drops the inlined stylesheets from the browser's copy of the route manifest before hydration: React
 * Router's `<Links>` would otherwise add a link for each (fetched again after the page is painted), and
 * navigations would wait for them.
 */
export function forgetInlinedStylesheets(): void {
  const manifest = window.__reactRouterManifest;
  if (!manifest) return;
  const inlined = inlinedHrefs(document.querySelectorAll('style[data-react-router-critical-css]'));
  if (inlined.size === 0) return;
  for (const route of Object.values(manifest.routes)) {
    if (route?.css) route.css = route.css.filter((href) => !inlined.has(href));
  }
}
