import type { BreadcrumbEntry, ProductView, Stock } from './product-view.ts';
import { variantParam } from './variant-selection.ts';

/** schema.org's availability for the shop's three labels (in stock, reordered, not available). */
export function schemaAvailability(stock: Stock): string {
  if (!stock.availableForSale) return 'https://schema.org/OutOfStock';
  return stock.currentlyNotInStock ? 'https://schema.org/BackOrder' : 'https://schema.org/InStock';
}

type Page = { origin: string; path: string; homeTitle: string; homePath: string };

/**
 * Structured data of a product page: `Product` with one `Offer` per variant (price, currency,
 * availability, the variant's own URL) and the `BreadcrumbList` the page shows. URLs absolute, as
 * search engines want them.
 */
export function productJsonLd(product: ProductView, page: Page): object[] {
  const absolute = (path: string) => new URL(path, page.origin).href;
  const url = absolute(page.path);
  const offers = product.variants.map((variant) => ({
    '@type': 'Offer',
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...(variant.title ? { name: variant.title } : {}),
    price: variant.price.amount,
    priceCurrency: variant.price.currencyCode,
    availability: schemaAvailability(variant),
    itemCondition: 'https://schema.org/NewCondition',
    url: product.variants.length > 1 ? `${url}?variant=${variantParam(variant.id)}` : url,
  }));
  const crumbs: BreadcrumbEntry[] = [
    { title: page.homeTitle, path: page.homePath },
    ...product.breadcrumb,
    { title: product.title, path: page.path },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      url,
      ...(product.images.length > 0 ? { image: product.images.map((image) => image.url) } : {}),
      ...(product.seoDescription ? { description: product.seoDescription } : {}),
      ...(product.variants[0]?.sku ? { sku: product.variants[0].sku } : {}),
      brand: { '@type': 'Brand', name: product.vendor },
      ...(product.productType ? { category: product.productType } : {}),
      offers,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.title,
        item: absolute(crumb.path),
      })),
    },
  ];
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
