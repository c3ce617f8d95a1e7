import { config } from '../config.server.ts';
import { robotsTxt } from '../seo/sitemap-xml.ts';

/** `/robots.txt`: crawling rules and where the sitemap is. */
export function loader() {
  return new Response(robotsTxt(config.publicOrigin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
