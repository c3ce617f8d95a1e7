import { absoluteUrl } from '../seo/json-ld.tsx';
import type { ProductView, Stock } from './product-view.ts';
import { variantParam } from './variant-selection.ts';

/** schema.org's availability for the shop's three labels (in stock, reordered, not available). */
export function schemaAvailability(stock: Stock): string {
  if (!stock.availableForSale) return 'https://schema.org/OutOfStock';
  return stock.currentlyNotInStock ? 'https://schema.org/BackOrder' : 'https://schema.org/InStock';
}

/**
 * schema.org `Product` of a product page with one `Offer` per variant (price, currency, availability,
 * the variant's own URL). URLs absolute, as search engines want them. Made by the loader: it names
 * the stock the page was rendered with and nothing the visitor changes, so the browser only prints
 * it and needs none of this code.
 */
export function productJsonLd(product: ProductView, origin: string, path: string): Record<string, unknown> {
  const url = absoluteUrl(origin, path);
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
  return {
    '@type': 'Product',
    name: product.title,
    url,
    ...(product.images.length > 0 ? { image: product.images.map((image) => image.url) } : {}),
    ...(product.seoDescription ? { description: product.seoDescription } : {}),
    ...(product.variants[0]?.sku ? { sku: product.variants[0].sku } : {}),
    brand: { '@type': 'Brand', name: product.vendor },
    ...(product.productType ? { category: product.productType } : {}),
    offers,
  };
}
