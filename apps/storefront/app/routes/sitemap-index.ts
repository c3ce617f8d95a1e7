import { config } from '../config.server.ts';
import { languageKeys } from '../i18n/languages.ts';
import { sitemapIndexXml } from '../seo/sitemap-xml.ts';

/** `/sitemap.xml`: the index of the per-language sitemaps. */
export function loader() {
  return new Response(sitemapIndexXml(config.publicOrigin, languageKeys), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
