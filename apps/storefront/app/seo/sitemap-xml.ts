import { escapeUTF8 } from 'entities';
import type { LanguageKey } from '../i18n/languages.ts';

/** One page of a language's sitemap, with the same page in the other languages (hreflang). */
export type SitemapEntry = {
  path: string;
  lastModified?: string | null;
  alternates?: Partial<Record<LanguageKey, string>>;
};

const url = (origin: string, path: string) => escapeUTF8(new URL(path, origin).href);

/** The day of a timestamp (W3C date), or nothing for a value that is not a date. */
function lastModifiedOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** The sitemap index: one sitemap per language (sitemaps.org protocol). */
export function sitemapIndexXml(origin: string, languages: readonly LanguageKey[]): string {
  const entries = languages.map(
    (key) => `  <sitemap><loc>${url(origin, `/${key}/sitemap.xml`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * A language's URL set; each URL lists itself and its other languages as `xhtml:link` alternates,
 * as search engines read hreflang from sitemaps.
 */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const lines = entries.map((entry) => {
    const parts = [`<loc>${url(origin, entry.path)}</loc>`];
    const lastModified = lastModifiedOf(entry.lastModified);
    if (lastModified) parts.push(`<lastmod>${lastModified}</lastmod>`);
    for (const [language, path] of Object.entries(entry.alternates ?? {})) {
      if (path)
        parts.push(`<xhtml:link rel="alternate" hreflang="${language}" href="${url(origin, path)}"/>`);
    }
    return `  <url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled except what only a visitor's session shows; the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /*/cart',
    'Disallow: /*/search',
    'Disallow: /*/newsletter',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
