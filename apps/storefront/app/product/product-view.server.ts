import type { ProductPageFragment, ProductPageVariantFragment } from '@shop/storefront-api';
import { z } from 'zod';
import { referencesOf } from '../catalog/references.ts';
import { translate } from '../i18n/define-messages.ts';
import type { LanguageKey } from '../i18n/languages.ts';
import type {
  BreadcrumbEntry,
  CertificationView,
  ProductImage,
  ProductView,
  TasteFacetKey,
  TasteValue,
  VariantView,
} from './product-view.ts';
import { isPreparationKey, preparationMessages, tasteMessages, tasteStepName } from './taste-messages.ts';
import { scalePosition, tasteFacetKeys } from './taste-scales.ts';
import { meaningfulTitle } from './variant-selection.ts';

/** Spec section 9: a product shows at most 10 images. */
export const maxImages = 10;

const stringList = z.array(z.string());
const breadcrumbJson = z.array(z.object({ title: z.string(), handle: z.string() }));

/** A JSON metafield value, or the fallback when it is missing or not of the expected shape. */
function parseJson<T>(schema: z.ZodType<T>, value: string | null | undefined, fallback: T): T {
  if (!value) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

function toVariant(variant: ProductPageVariantFragment): VariantView {
  const reference = variant.unitPriceMeasurement;
  return {
    id: variant.id,
    sku: variant.sku,
    title: meaningfulTitle(variant.title),
    availableForSale: variant.availableForSale,
    currentlyNotInStock: variant.currentlyNotInStock,
    price: variant.price,
    compareAtPrice:
      variant.compareAtPrice && Number(variant.compareAtPrice.amount) > Number(variant.price.amount)
        ? variant.compareAtPrice
        : null,
    unitPrice:
      variant.unitPrice && reference?.referenceUnit
        ? {
            ...variant.unitPrice,
            referenceValue: reference.referenceValue,
            referenceUnit: reference.referenceUnit,
          }
        : null,
    selectedOptions: variant.selectedOptions,
    image: variant.image ? { ...variant.image, width: null, height: null } : null,
    bestBeforeDate: /^\d{4}-\d{2}-\d{2}/.test(variant.bestBeforeDate?.value ?? '')
      ? (variant.bestBeforeDate?.value.slice(0, 10) ?? null)
      : null,
  };
}

/** The featured image and the gallery's, each once, at most 10 (spec section 9). */
function imagesOf(product: ProductPageFragment): ProductImage[] {
  const gallery = referencesOf(product.gallery?.references?.nodes, 'MediaImage').flatMap((media) =>
    media.image ? [media.image] : [],
  );
  const all = product.featuredImage ? [product.featuredImage, ...gallery] : gallery;
  const seen = new Set<string>();
  return all
    .filter((image) => !seen.has(image.url) && seen.add(image.url))
    .slice(0, maxImages)
    .map((image) => ({ url: image.url, altText: image.altText, width: image.width, height: image.height }));
}

function certificationsOf(product: ProductPageFragment): CertificationView[] {
  return referencesOf(product.certifications?.references?.nodes, 'Metaobject').flatMap((object) => {
    if (!object.label?.value) return [];
    const reference = object.image?.reference;
    const image = reference?.__typename === 'MediaImage' ? (reference.image ?? null) : null;
    return [
      {
        handle: object.handle,
        label: object.label.value,
        image,
        description: object.description?.value || null,
      },
    ];
  });
}

/** The taste facets named on the server, so their texts in three languages stay out of the browser. */
function tasteOf(product: ProductPageFragment, language: LanguageKey): TasteValue[] {
  const t = translate(tasteMessages, language);
  return product.taste.flatMap((metafield) => {
    const facet = tasteFacetKeys.find((key): key is TasteFacetKey => key === metafield?.key);
    if (!facet || !metafield) return [];
    return [
      {
        facet,
        name: t(facet),
        value: tasteStepName(t, facet, metafield.value),
        scale: scalePosition(facet, metafield.value),
      },
    ];
  });
}

function preparationTypesOf(product: ProductPageFragment, language: LanguageKey): string[] {
  const t = translate(preparationMessages, language);
  return parseJson(stringList, product.preparation?.value, [])
    .filter(isPreparationKey)
    .map((key) => t(key));
}

/** The sub-category's breadcrumb metafield (category, sub-category), else the category's, else titles. */
function breadcrumbOf(product: ProductPageFragment, language: LanguageKey): BreadcrumbEntry[] {
  const [category, subCategory] = product.collections.nodes;
  const entries =
    parseJson(breadcrumbJson, subCategory?.breadcrumb?.value, null) ??
    parseJson(breadcrumbJson, category?.breadcrumb?.value, null) ??
    (category ? [category] : []);
  return entries.map((entry) => ({ title: entry.title, path: `/${language}/c/${entry.handle}` }));
}

/** The home country of the product's brand (its brand collection's `brand_country`), for the flag badge. */
function brandCountryOf(product: ProductPageFragment): string | null {
  const brand = product.collections.nodes.find((collection) => collection.brandCountry?.value.trim());
  return brand?.brandCountry?.value.trim() ?? null;
}

/**
 * The one adapter from the API's `ProductPage` fragment to the page's props. `descriptionHtml` is the
 * description after the sanitiser (the caller passes it, so this stays a pure mapping).
 */
export function toProductView(
  product: ProductPageFragment,
  language: LanguageKey,
  descriptionHtml: string,
): ProductView {
  const variants = product.variants.nodes.map(toVariant);
  const hasChoice = variants.length > 1 || variants.some((variant) => variant.title !== null);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    productType: product.productType,
    seoTitle: product.seo.title,
    seoDescription: product.seo.description,
    descriptionHtml,
    images: imagesOf(product),
    options: hasChoice
      ? product.options
          .map((option) => ({ name: option.name, values: option.optionValues.map((value) => value.name) }))
          .filter((option) => option.values.length > 0)
      : [],
    variants,
    deliveryTime: product.deliveryTime?.value.trim() || null,
    note: product.note?.value.trim() || null,
    preparationTypes: preparationTypesOf(product, language),
    taste: tasteOf(product, language),
    certifications: certificationsOf(product),
    breadcrumb: breadcrumbOf(product, language),
    brandCountry: brandCountryOf(product),
  };
}
