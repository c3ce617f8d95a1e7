import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

const origin = 'https://shop.example';

describe('sitemap XML', () => {
  it('indexes one sitemap per language', () => {
    const xml = sitemapIndexXml(origin, ['de', 'en', 'da']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://shop.example/da/sitemap.xml</loc>');
  });

  it('lists absolute URLs with the day of change and hreflang alternates, escaped', () => {
    const xml = urlSetXml(origin, [
      {
        path: '/de/e/datenschutz',
        lastModified: '2026-11-01T10:00:00.000Z',
        alternates: { de: '/de/e/datenschutz', en: '/en/e/privacy-policy' },
      },
      { path: '/de/c/tassen&glaeser', lastModified: 'not a date' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://shop.example/de/e/datenschutz</loc><lastmod>2026-11-01</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="de" href="https://shop.example/de/e/datenschutz"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/e/privacy-policy"/></url>',
    );
    expect(xml).toContain('<url><loc>https://shop.example/de/c/tassen&amp;glaeser</loc></url>');
  });

  it('robots.txt allows crawling, keeps out the API and names the sitemap', () => {
    const text = robotsTxt(origin);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
  });
});
