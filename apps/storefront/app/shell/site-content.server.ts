import type { MetaobjectFragment } from '@shop/storefront-api';
import { z } from 'zod';
import type { SiteContent, UspEntry } from './site-content.ts';

const uspEntries = z.array(z.object({ title: z.string().min(1), href: z.string().nullish() }));
// Only colours reach a style attribute: a CSS colour keyword or hex value, nothing that could break out.
const colour = z.string().regex(/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i);

function parseUspBar(json: string | null): UspEntry[] {
  if (!json) return [];
  try {
    const parsed = uspEntries.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.map((e) => ({ title: e.title, href: e.href ?? null })) : [];
  } catch {
    return [];
  }
}

/** The `site_content` metaobject's fields; anything malformed gives an empty bar rather than a broken page. */
export function toSiteContent(fields: MetaobjectFragment['fields']): SiteContent {
  const field = (key: string) => fields.find((f) => f.key === key)?.value ?? null;
  const color = (key: string) => {
    const parsed = colour.safeParse(field(key));
    return parsed.success ? parsed.data : null;
  };
  return {
    uspBar: parseUspBar(field('usp_bar')),
    uspBarBackgroundColor: color('usp_bar_background_color'),
    topBarBackgroundColor: color('top_bar_background_color'),
  };
}
