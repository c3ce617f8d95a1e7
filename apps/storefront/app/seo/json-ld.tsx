/**
 * Structured data as one `<script type="application/ld+json">`. `<` is escaped so no text in the data
 * (a product title, an article heading) can close the script element.
 */
export function JsonLd({ data, testId }: { data: Record<string, unknown>; testId?: string }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return (
    <script type="application/ld+json" data-testid={testId}>
      {json}
    </script>
  );
}

export type Crumb = { name: string; path: string };

/** schema.org `BreadcrumbList` of site paths, made absolute with the configured origin. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** A site path as the absolute URL search engines want (canonical, hreflang, JSON-LD, sitemap). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
