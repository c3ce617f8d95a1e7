/**
 * What the product page shows, as the loader sends it to the browser: plain data, no `edges`/`node`,
 * metafields already parsed (apps/storefront/app/product/product-view.server.ts makes it). Types only,
 * so no parser reaches the browser bundle.
 */
export type Money = { amount: string; currencyCode: string };

export type ProductImage = {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
};

export type Stock = { availableForSale: boolean; currentlyNotInStock: boolean };

export type VariantView = Stock & {
  id: string;
  sku: string | null;
  /** The variant's title, or null when it has none worth showing ("Default Title" or empty). */
  title: string | null;
  price: Money;
  /** The former price, only when higher than the price. */
  compareAtPrice: Money | null;
  /** Price per reference quantity (e.g. per 1 `KG`), German price-indication law. */
  unitPrice: (Money & { referenceValue: number; referenceUnit: string }) | null;
  selectedOptions: { name: string; value: string }[];
  image: ProductImage | null;
  /** ISO date (yyyy-mm-dd) when the variant carries one. */
  bestBeforeDate: string | null;
};

export type OptionView = { name: string; values: string[] };

/** One facet of the taste profile, named in the page's language, with its place on the facet's scale. */
export type TasteValue = {
  facet: TasteFacetKey;
  /** The facet's name, e.g. "Röstgrad". */
  name: string;
  /** The step's name, e.g. "mitteldunkel". */
  value: string;
  /** 1-based position on a scale of `steps`, or null for a step the shop does not know. */
  scale: { step: number; steps: number } | null;
};

export type TasteFacetKey = 'roast' | 'body' | 'caffeine' | 'strength' | 'balance' | 'fruit' | 'crema';

/** A certification as the shared badge list shows it, with its explanation for the product page. */
export type CertificationView = {
  handle: string;
  label: string;
  image: { url: string; altText: string | null } | null;
  description: string | null;
};

export type BreadcrumbEntry = { title: string; path: string };

export type ProductView = {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** The description as sanitised HTML. */
  descriptionHtml: string;
  /** Featured image first, then the gallery metafield's images; at most 10. */
  images: ProductImage[];
  /** Only options worth choosing (a product with one "Default Title" variant has none). */
  options: OptionView[];
  variants: VariantView[];
  deliveryTime: string | null;
  note: string | null;
  /** Preparation types named in the page's language (the known ones only). */
  preparationTypes: string[];
  taste: TasteValue[];
  certifications: CertificationView[];
  /** Collections above the product, outermost first (without home and the product itself). */
  breadcrumb: BreadcrumbEntry[];
  /** ISO 3166-1 alpha-2 code of the brand's home country (flag badge), or null. */
  brandCountry: string | null;
};
