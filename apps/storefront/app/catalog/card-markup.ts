import { preload } from 'react-dom';
import addClasses from '../cart/add-to-cart.module.css';
import { cardCartVariantId } from '../cart/card-add-to-cart.tsx';
import { cartMessages } from '../cart/messages.ts';
import { contentPagePath } from '../content/content-pages.ts';
import { type FeatureTranslate, translate } from '../i18n/define-messages.ts';
import { formatMoney } from '../i18n/format-money.ts';
import type { Language } from '../i18n/languages.ts';
import hidden from '../shell/visually-hidden.module.css';
import { availabilityTexts } from './availability-label.tsx';
import { backgroundPicture } from './background-picture.ts';
import classes from './catalog.module.css';
import { certificationVariable } from './certification-backgrounds.ts';
import { imageSources } from './image-sources.ts';
import { cardPictureAsBackground, offscreenCardClass } from './lazy-cards.ts';
import { catalogMessages } from './messages.ts';
import type { CertificationProps, ProductCardProps } from './product-card.ts';
import { productCardHref } from './product-card-href.ts';
import { cardImageSize } from './product-card-view.tsx';
import { formatUnitPrice } from './unit-price.ts';

export type CardsMarkupOptions = {
  language: Language;
  /** The id of the grid's add-to-cart form (grid-cart-form.tsx), which the cards' buttons submit. */
  cartFormId: string;
  /** As ProductGrid's: cards whose image loads at once, and those of them asked for first. */
  eagerCount: number;
  priorityCount: number;
  headingLevel: 'h2' | 'h3';
};

const escapes: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
/** As React escapes text and attribute values. */
const special = /["&'<>]/;
const escapeHtml = (value: string) =>
  special.test(value) ? value.replace(/["&'<>]/g, (c) => escapes[c] ?? c) : value;

/**
 * The `<li>` cards of a ProductGrid as the server writes them on a first load, the same markup React
 * renders from ProductCardView (card-markup.test.tsx holds them equal in every language and card kind).
 *
 * Why a second writer of one markup: those cards are not hydrated (static-island.ts), so on the server
 * they are only bytes, and React spent over half of an uncached 250-card collection page's CPU on them
 * (decision 0074: ~40 elements and text nodes per card, each a Fizz task, chunk and byte count). This
 * writes them as template strings, as a shop without React would (decision 0076). Nothing is kept
 * between requests. Browser-side, cards are always React's (a navigation, or a fallback to client
 * rendering), so this runs on the server only, inside React's render (it asks for the first row's
 * pictures with `preload`, as React does for the `<img>`s it renders).
 */
export function cardsMarkup(products: readonly ProductCardProps[], options: CardsMarkupOptions): string {
  const { language } = options;
  const t = translate(catalogMessages, language.key);
  // The same for every card of the list: made once.
  const shared = {
    t,
    locale: language.locale,
    languageKey: language.key,
    taxNote: `<a href="${escapeHtml(contentPagePath('shipping', language.key))}" class="${classes.taxNote}" data-discover="true">${escapeHtml(t('taxNote'))}</a>`,
    certificationsLabel: escapeHtml(t('certifications')),
    // React writes a button's name after its other attributes.
    buttonStart: `<button type="submit" form="${escapeHtml(options.cartFormId)}" value="`,
    buttonEnd: `" class="${addClasses.button} ${classes.cardAction}" data-testid="add-to-cart" name="merchandiseId">${escapeHtml(translate(cartMessages, language.key)('cart.add'))}</button>`,
    certifications: new Map<CertificationProps[], string>(),
    prices: new Map<object, string>(),
  };
  let html = '';
  products.forEach((product, index) => {
    const offscreen = offscreenCardClass(index, products.length);
    const lazy = offscreen ? ` class="${offscreen}"` : '';
    const asBackground = cardPictureAsBackground(offscreen);
    html += `<li${lazy}>${card(product, index, asBackground, options, shared)}</li>`;
  });
  return html;
}

type Shared = {
  t: FeatureTranslate<keyof (typeof catalogMessages)['de']>;
  locale: string;
  languageKey: string;
  taxNote: string;
  certificationsLabel: string;
  buttonStart: string;
  buttonEnd: string;
  /** Lists shared between cards (shared-card-parts.ts) are written once. */
  certifications: Map<CertificationProps[], string>;
  /** Prices and unit prices, formatted once per shared object of this list. */
  prices: Map<object, string>;
};

/** `format(value)`, once per object of the list: most cards share their prices (shared-card-parts.ts). */
function formatted<T extends object>(shared: Shared, value: T, format: (value: T) => string): string {
  let text = shared.prices.get(value);
  if (text === undefined) {
    text = format(value);
    shared.prices.set(value, text);
  }
  return text;
}

function card(
  product: ProductCardProps,
  index: number,
  pictureAsBackground: boolean,
  options: CardsMarkupOptions,
  shared: Shared,
): string {
  const { t, locale } = shared;
  let html = `<article class="${classes.card}" data-testid="product-card" data-product-handle="${escapeHtml(product.handle)}"><div class="${classes.cardImage}"`;
  if (product.image && pictureAsBackground) {
    html += ` style="background-image:${escapeHtml(backgroundPicture(product.image.url, cardImageSize))}">`;
  } else if (product.image) {
    html += '>';
    const { src, srcSet } = imageSources(product.image.url, cardImageSize);
    const eager = index < options.eagerCount;
    const priority = index < options.priorityCount;
    // React preloads every picture of a page that is not lazy, from the page's head; these pictures are
    // not React's elements here, so they are asked for as React would (the largest paint of a phone).
    if (eager)
      preload(src, { as: 'image', imageSrcSet: srcSet, fetchPriority: priority ? 'high' : undefined });
    html += `<img src="${escapeHtml(src)}" srcSet="${escapeHtml(srcSet)}" alt="" width="${cardImageSize}" height="${cardImageSize}" loading="${eager ? 'eager' : 'lazy'}"${priority ? ' fetchPriority="high"' : ''} decoding="async"/>`;
  } else html += '>';
  const heading = options.headingLevel;
  html += `</div><p class="${classes.vendor}">${escapeHtml(product.vendor)}</p><${heading} class="${classes.cardTitle}"><a href="${escapeHtml(productCardHref(shared.languageKey, product))}" class="${classes.cardLink}" data-discover="true">${escapeHtml(product.title)}`;
  if (product.variant?.own && product.variant.title)
    html += `<span class="${classes.variantTitle}">${escapeHtml(` – ${product.variant.title}`)}</span>`;
  html += `</a></${heading}><p class="${classes.priceLine}">`;
  const compareAt = product.compareAtPrice;
  if (compareAt)
    html += `<span class="${hidden.text}">${escapeHtml(`${t('regularPrice')} `)}</span><s class="${classes.compareAt}" data-testid="compare-at-price">${escapeHtml(formatted(shared, compareAt, (m) => formatMoney(m, locale)))}</s> <span class="${hidden.text}">${escapeHtml(`${t('salePrice')} `)}</span>`;
  const amount = formatted(shared, product.price, (m) => formatMoney(m, locale));
  html += `<span class="${compareAt ? `${classes.price} ${classes.sale}` : classes.price}" data-testid="price" data-amount="${escapeHtml(product.price.amount)}">${escapeHtml(product.priceVaries ? t('from', { price: amount }) : amount)}</span>`;
  if (product.unitPrice)
    html += `<span class="${classes.unitPrice}" data-testid="unit-price"> <span class="${hidden.text}">${escapeHtml(`${t('unitPrice')}: `)}</span>${escapeHtml(formatted(shared, product.unitPrice, (u) => `(${formatUnitPrice(u, locale)})`))}</span>`;
  html += `</p>${shared.taxNote}<p class="${classes.availability}" data-availability="${product.availability}" data-testid="availability">${escapeHtml(t(availabilityTexts[product.availability]))}</p>`;
  html += certificationList(product.certifications, shared);
  const variantId = cardCartVariantId(product);
  if (variantId) html += `${shared.buttonStart}${escapeHtml(variantId)}${shared.buttonEnd}`;
  return `${html}</article>`;
}

/** CertificationList's markup at its card size, inside a ProductGrid. */
function certificationList(certifications: CertificationProps[], shared: Shared): string {
  if (certifications.length === 0) return '';
  const known = shared.certifications.get(certifications);
  if (known !== undefined) return known;
  let html = `<ul class="${classes.certifications}" aria-label="${shared.certificationsLabel}">`;
  for (const certification of certifications) {
    const label = escapeHtml(certification.label);
    html += `<li title="${label}">`;
    if (certification.image) {
      // The grid's element defines the picture (certification-backgrounds.ts).
      const image = `var(${certificationVariable(certification.handle)})`;
      html += `<span role="img" aria-label="${label}" class="${classes.certificationIcon}" style="background-image:${escapeHtml(image)}"></span>`;
    } else html += `<span class="${classes.certificationText}">${label}</span>`;
    html += '</li>';
  }
  html += '</ul>';
  shared.certifications.set(certifications, html);
  return html;
}
