import type { ProductCardFragment } from '@shop/storefront-api';
// Types only: the schemas stay out of the pages' first load (card-schemas.ts).
import type * as z from 'zod/mini';
import type { availability, certificationProps, productCardProps, unitPriceProps } from './card-schemas.ts';

export type Availability = z.infer<typeof availability>;
/** Price per reference quantity, e.g. 39.60 € per 1 kg (German price-indication law). */
export type UnitPriceProps = z.infer<typeof unitPriceProps>;
export type CertificationProps = z.infer<typeof certificationProps>;
/** What a product card shows, wherever it appears (home, search, collections, recommendations, cart). */
export type ProductCardProps = z.infer<typeof productCardProps>;

type CardVariant = ProductCardFragment['variants']['nodes'][number];

/** Spec section 3: a variant titled "Default Title" or empty has no meaningful title. */
export function meaningfulVariantTitle(title: string | null | undefined): string | null {
  const trimmed = title?.trim() ?? '';
  return trimmed === '' || trimmed === 'Default Title' ? null : trimmed;
}

export function availabilityOf(
  variants: readonly Pick<CardVariant, 'availableForSale' | 'currentlyNotInStock'>[],
) {
  if (variants.some((v) => v.availableForSale && !v.currentlyNotInStock)) return 'in-stock';
  if (variants.some((v) => v.availableForSale)) return 'reordered';
  return 'unavailable';
}

function unitPriceOf(variant: CardVariant | undefined): UnitPriceProps | null {
  const measurement = variant?.unitPriceMeasurement;
  if (!variant?.unitPrice || !measurement?.referenceUnit) return null;
  return {
    ...variant.unitPrice,
    referenceValue: measurement.referenceValue,
    referenceUnit: measurement.referenceUnit,
  };
}

function compareAtOf(variant: CardVariant | undefined): ProductCardProps['compareAtPrice'] {
  const compareAt = variant?.compareAtPrice;
  if (!variant || !compareAt || Number(compareAt.amount) <= Number(variant.price.amount)) return null;
  return compareAt;
}

function certificationsOf(product: ProductCardFragment): CertificationProps[] {
  const nodes = product.certifications?.references?.nodes ?? [];
  return nodes.flatMap((node) => {
    if (node.__typename !== 'Metaobject' || !node.label?.value) return [];
    const reference = node.image?.reference;
    const image = reference?.__typename === 'MediaImage' ? (reference.image ?? null) : null;
    return [{ handle: node.handle, label: node.label.value, image }];
  });
}

/** The variant whose price a product card shows: the cheapest, as the "from" price of the product's price range. */
function pricedVariant(variants: readonly CardVariant[]): CardVariant | undefined {
  const byPrice = [...variants].sort((a, b) => Number(a.price.amount) - Number(b.price.amount));
  return byPrice[0];
}

function base(product: ProductCardFragment) {
  const variants = product.variants.nodes;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    productType: product.productType,
    certifications: certificationsOf(product),
    singleVariant: variants.length === 1,
  };
}

/** The one adapter from the API's `ProductCard` fragment to a card for the whole product. */
export function toProductCard(product: ProductCardFragment): ProductCardProps {
  const variants = product.variants.nodes;
  const priced = pricedVariant(variants);
  const { minVariantPrice, maxVariantPrice } = product.priceRange;
  return {
    ...base(product),
    image: product.featuredImage ?? priced?.image ?? null,
    price: priced?.price ?? minVariantPrice,
    priceVaries: minVariantPrice.amount !== maxVariantPrice.amount,
    compareAtPrice: compareAtOf(priced),
    unitPrice: unitPriceOf(priced),
    availability:
      variants.length > 0 ? availabilityOf(variants) : product.availableForSale ? 'in-stock' : 'unavailable',
    variant: priced ? { id: priced.id, title: meaningfulVariantTitle(priced.title), own: false } : null,
  };
}

/**
 * Cards for each variant of a product (collections with `display_variants`), restricted to the
 * variants that have one of `subset`'s option values when the collection names a `variant_subset`.
 * `subsetIds`, when given, are the variants already found to match (the subset names German values,
 * so pages in other languages match by id).
 */
export function toVariantCards(
  product: ProductCardFragment,
  subset: readonly string[] | null,
  subsetIds: ReadonlySet<string> | null = null,
): ProductCardProps[] {
  const wanted = subset && subset.length > 0 ? new Set(subset.map((value) => value.toLowerCase())) : null;
  const variants = product.variants.nodes.filter((variant) => {
    if (subsetIds) return subsetIds.has(variant.id);
    return !wanted || variant.selectedOptions.some((option) => wanted.has(option.value.toLowerCase()));
  });
  if (variants.length === 0) return [toProductCard(product)];
  return variants.map((variant) => ({
    ...base(product),
    image: variant.image ?? product.featuredImage ?? null,
    price: variant.price,
    priceVaries: false,
    compareAtPrice: compareAtOf(variant),
    unitPrice: unitPriceOf(variant),
    availability: availabilityOf([variant]),
    variant: { id: variant.id, title: meaningfulVariantTitle(variant.title), own: true },
  }));
}

/** Also importable from here; browser code that needs no schema imports product-card-href.ts. */
export { productCardHref, variantIdParam } from './product-card-href.ts';
