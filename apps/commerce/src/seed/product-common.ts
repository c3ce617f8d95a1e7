import { escapeHtml } from '../shared/html-template.ts';
import type { CatalogContext } from './catalog-context.ts';
import type { Lang, Localized, Product, SelectedOption, Seo, Variant } from './catalog-types.ts';
import { LANGS, localized, truncate } from './text.ts';

/** Cents of a shelf price: x.90 below 100 €, x9 € up to 1,000 €, x49/x99 € above (e.g. 6.90, 279, 1,299). */
export function shelfPrice(euros: number): number {
  if (euros < 99.5) return Math.max(1, Math.round(euros)) * 100 - 10;
  if (euros < 995) return (Math.round(euros / 10) * 10 - 1) * 100;
  return (Math.round(euros / 50) * 50 - 1) * 100;
}

export const DEFAULT_TITLE: Localized = { de: 'Default Title', en: 'Default Title', da: 'Default Title' };

export const DELIVERY_TIMES = {
  standard: { de: '1-3 Werktage', en: '1-3 working days', da: '1-3 hverdage' },
  freight: { de: '3-5 Werktage', en: '3-5 working days', da: '3-5 hverdage' },
  backorder: { de: '7-10 Werktage', en: '7-10 working days', da: '7-10 hverdage' },
} satisfies Record<string, Localized>;

export type StockFields = Pick<Variant, 'stock' | 'availableForSale' | 'currentlyNotInStock'>;

export type ProductStock = 'in-stock' | 'sold-out' | 'reordered';

/** Per product: about 5 % sold out, 3 % reordered (sold out but open for backorder), the rest in stock. */
export function productStock(ctx: CatalogContext): ProductStock {
  const r = ctx.rnd.next();
  return r < 0.05 ? 'sold-out' : r < 0.08 ? 'reordered' : 'in-stock';
}

/** Stock of one variant; variants of products in stock are still sold out now and then (3 %). */
export function stockState(ctx: CatalogContext, product: ProductStock, maxStock: number): StockFields {
  if (product === 'sold-out') return { stock: 0, availableForSale: false, currentlyNotInStock: false };
  if (product === 'reordered') return { stock: 0, availableForSale: true, currentlyNotInStock: true };
  if (ctx.rnd.chance(0.03)) return { stock: 0, availableForSale: false, currentlyNotInStock: false };
  return { stock: ctx.rnd.int(1, maxStock), availableForSale: true, currentlyNotInStock: false };
}

/** Compare-at price for products on offer (about 10 %), else null. */
export function offerFactor(ctx: CatalogContext): number | null {
  return ctx.rnd.chance(0.1) ? 1.1 + ctx.rnd.next() * 0.25 : null;
}

export function compareAt(priceCents: number, factor: number | null): number | null {
  return factor === null ? null : shelfPrice((priceCents / 100) * factor);
}

export interface Dates {
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** About 6 % of products are new (published in the last 30 days), the rest within three years. */
export function productDates(ctx: CatalogContext): Dates {
  const isNew = ctx.rnd.chance(0.06);
  // Whole hours: realistic enough, and the formatted timestamps repeat (cached by the context).
  const age = (isNew ? ctx.rnd.int(24, 720) : ctx.rnd.int(720, 26_280)) / 24;
  const updatedAge = Math.max(12, Math.floor(age * 24 * ctx.rnd.next())) / 24;
  return {
    publishedAt: ctx.daysAgo(age),
    createdAt: ctx.daysAgo(age + 1 + ctx.rnd.int(0, 5)),
    updatedAt: ctx.daysAgo(updatedAge),
  };
}

/** Text of a description as HTML paragraphs and a bullet list, with the same words in plain text. */
export interface DescriptionParts {
  paragraphs: string[];
  bullets: string[];
}

/** A piece of a description, as HTML and as plain text. */
export interface Fragment {
  html: Localized;
  text: Localized;
}

const fragments = new Map<number, Fragment>();

/** Kinds of shared fragments; a cache key is `kind + 16 × payload` so that kinds never collide. */
export const FRAGMENT = {
  coffeeBlend: 1,
  coffeeOrigin: 2,
  coffeeNotes: 3,
  brand: 4,
  coffeeFacts: 5,
  shippingFreight: 6,
  shippingPlug: 7,
  features: 8,
  brewTip: 9,
} as const;

export function fragmentKey(kind: number, payload: number): number {
  return kind + 16 * payload;
}

function cached(key: number | null, make: () => Fragment): Fragment {
  if (key === null) return make();
  let fragment = fragments.get(key);
  if (!fragment) {
    fragment = make();
    if (fragments.size < 100_000) fragments.set(key, fragment);
  }
  return fragment;
}

/**
 * A paragraph. With a key, the fragment is built once and shared: the key must determine the text completely.
 * (Thousands of products share sentences such as a roaster's portrait; sharing saves time and memory.)
 */
export function paragraph(key: number | null, make: () => Localized): Fragment {
  return cached(key, () => {
    const text = make();
    return { text, html: localized((lang) => `<p>${escapeHtml(text[lang])}</p>`) };
  });
}

/** A bullet list; the plain text gives each bullet as a sentence. */
export function bulletList(key: number | null, make: () => Localized<string[]>): Fragment {
  return cached(key, () => {
    const items = make();
    return {
      text: localized((lang) => items[lang].map((b) => `${b}.`).join(' ')),
      html: localized((lang) => `<ul>${items[lang].map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`),
    };
  });
}

/** Joins fragments into a description (HTML and plain text). */
export function compose(parts: readonly Fragment[]): { html: Localized; text: Localized } {
  const join = (lang: Lang, kind: 'html' | 'text', separator: string): string => {
    let out = '';
    for (const part of parts) out = out ? out + separator + part[kind][lang] : part[kind][lang];
    return out;
  };
  return {
    html: { de: join('de', 'html', ''), en: join('en', 'html', ''), da: join('da', 'html', '') },
    text: { de: join('de', 'text', ' '), en: join('en', 'text', ' '), da: join('da', 'text', ' ') },
  };
}

export function describe(parts: Localized<DescriptionParts>): { html: Localized; text: Localized } {
  const html = localized((lang) => {
    const p = parts[lang].paragraphs.map((t) => `<p>${escapeHtml(t)}</p>`).join('');
    const ul = parts[lang].bullets.length
      ? `<ul>${parts[lang].bullets.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`
      : '';
    return p + ul;
  });
  const text = localized((lang) =>
    [...parts[lang].paragraphs, ...parts[lang].bullets.map((b) => `${b}.`)].join(' '),
  );
  return { html, text };
}

const SEO_SUFFIX: Localized = { de: 'online kaufen', en: 'buy online', da: 'køb online' };

/** SEO title and description; `lead` is the description's first paragraph (cut to 155 characters). */
export function productSeo(title: Localized, lead: Localized): Localized<Seo> {
  return localized((lang: Lang) => ({
    title: `${title[lang]} ${SEO_SUFFIX[lang]}`,
    description: truncate(lead[lang], 155),
  }));
}

const labelCache = new Map<string, { title: Localized; selectedOptions: SelectedOption[] }>();

/**
 * Title and selected options of a variant from its options' names and values. Shared between variants with
 * the same labels (thousands of `250 g / Ganze Bohne`), so treat the result as read-only.
 */
export function variantLabels(
  names: readonly Localized[],
  values: readonly Localized[],
): { title: Localized; selectedOptions: SelectedOption[] } {
  if (values.length === 0) return { title: DEFAULT_TITLE, selectedOptions: [] };
  let key = '';
  for (let i = 0; i < values.length; i++) {
    const n = names[i] as Localized;
    const v = values[i] as Localized;
    key += `${n.de}\u0000${n.en}\u0000${n.da}\u0001${v.de}\u0000${v.en}\u0000${v.da}\u0002`;
  }
  let labels = labelCache.get(key);
  if (!labels) {
    labels = {
      title: variantTitle([...values]),
      selectedOptions: values.map((value, i) => ({ name: names[i] as Localized, value })),
    };
    if (labelCache.size < 10_000) labelCache.set(key, labels);
  }
  return labels;
}

const variantTitles = new Map<string, Localized>();

/** Variant title: option values joined by ` / `, or `Default Title` without options. Shared per distinct title. */
export function variantTitle(values: Localized[]): Localized {
  if (values.length === 0) return DEFAULT_TITLE;
  const key = values.map((v) => `${v.de}\u0000${v.en}\u0000${v.da}`).join('\u0001');
  let title = variantTitles.get(key);
  if (!title) {
    title = localized((lang) => values.map((v) => v[lang]).join(' / '));
    if (variantTitles.size < 10_000) variantTitles.set(key, title);
  }
  return title;
}

/** Fields every generator leaves for the catalogue step to fill. */
export interface ProductDraft {
  /** The product, with bestSellingRank and collectionIds still to be filled. */
  product: Product;
  /** Keys of category collections the product belongs to. */
  collectionKeys: string[];
  /** Popularity weight for the best-selling order (higher sells better). */
  popularity: number;
}

export function titleCase(text: string): string {
  return text.replace(/(^|\s)([a-z])/g, (_m, space: string, ch: string) => space + ch.toUpperCase());
}

export { LANGS };

/**
 * Makes titles unique without hashing title strings: each title identity (brand, origin, lot, line...)
 * is encoded as a number; the registry counts how often it was used.
 */
export class TitleRegistry {
  private readonly seen = new Map<number, number>();

  has(key: number): boolean {
    return this.seen.has(key);
  }

  /** Claims a key; returns how often it was claimed before (0 the first time). */
  claim(key: number): number {
    const before = this.seen.get(key) ?? 0;
    this.seen.set(key, before + 1);
    return before;
  }
}
