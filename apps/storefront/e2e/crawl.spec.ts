import { expect } from '@playwright/test';
import { desktopOnly } from './viewport-split.ts';
import { test } from './visitor.ts';

// Hundreds of server-rendered pages per language on a machine shared with other test runs.
test.describe.configure({ timeout: 900_000 });

/** Fetches per start page: every structural page (see below) and then products up to this many in all. */
const budget = 200;

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map(([, href = '']) =>
    href.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"'),
  );
}

/**
 * The shop's structure in the start page's language — home, collections, content pages, articles,
 * cart — is crawled in full (it is finite); product pages, links with a query (filters, sort,
 * variants, paging) and the other languages (the language menu's links) come after it, until the
 * budget is spent: 2,000 products per language are too many to render here.
 */
function isStructural(url: URL, start: string): boolean {
  return (
    url.search === '' &&
    (url.pathname === start || url.pathname.startsWith(`${start}/`)) &&
    !/^\/[a-z]{2}\/p\//.test(url.pathname)
  );
}

for (const start of ['/de', '/en', '/da']) {
  // No browser is involved (the API's requests): one project runs it, the desktop one, on the cluster.
  test(`a crawl from ${start} finds no internal link that answers 404`, { tag: desktopOnly }, async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const seen = new Set<string>([start]);
    const structural: { path: string; from: string }[] = [{ path: start, from: '(start)' }];
    const rest: { path: string; from: string }[] = [];
    const broken: string[] = [];
    let fetched = 0;
    let structuralFetched = 0;
    while (fetched < budget || structural.length > 0) {
      const next = structural.shift() ?? (fetched < budget ? rest.shift() : undefined);
      if (!next) break;
      fetched++;
      let response = await request.get(next.path, { timeout: 60_000 });
      // A 503 is the shop shedding load on a busy test machine (it says when to retry), not a broken link.
      for (let retry = 0; retry < 3 && response.status() === 503; retry++) {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        response = await request.get(next.path, { timeout: 60_000 });
      }
      const status = response.status();
      if (status === 404) broken.push(`${next.path} (linked from ${next.from})`);
      expect(status, `${next.path} (linked from ${next.from})`).toBeLessThan(500);
      if (isStructural(new URL(next.path, origin), start)) structuralFetched++;
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      for (const href of hrefsOf(await response.text())) {
        if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
        const url = new URL(href, new URL(next.path, origin));
        if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
        url.hash = '';
        const path = `${url.pathname}${url.search}`;
        if (seen.has(path)) continue;
        seen.add(path);
        (isStructural(url, start) ? structural : rest).push({ path, from: next.path });
      }
    }
    expect(broken).toEqual([]);
    // The crawl reached the whole structure and more than the home page's own links.
    expect(structuralFetched).toBeGreaterThan(90);
    expect(fetched).toBeGreaterThanOrEqual(budget);
    test.info().annotations.push({
      type: 'crawl',
      description: `${fetched} pages fetched (${structuralFetched} structural), ${seen.size} distinct links seen`,
    });
  });
}
