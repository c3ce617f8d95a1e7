import { config } from '../config.server.ts';
import { isLanguageKey, languages } from '../i18n/languages.ts';
import { loadSitemapEntries } from '../seo/sitemap.server.ts';
import { urlSetXml } from '../seo/sitemap-xml.ts';
import type { Route } from './+types/sitemap-language';

/** `/{lang}/sitemap.xml`: every indexable page of one language, with its hreflang alternates. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isLanguageKey(params.lang)) throw new Response('Not found', { status: 404 });
  const entries = await loadSitemapEntries(languages[params.lang]);
  return new Response(urlSetXml(config.publicOrigin, entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
