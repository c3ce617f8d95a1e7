import {
  type ProductCardFragment,
  ProductDocument,
  ProductHandleDocument,
  type ProductRecommendationIntent,
  ProductRecommendationsDocument,
} from '@shop/storefront-api';
import { redirect } from 'react-router';
import { type ProductCardProps, toProductCard } from '../catalog/product-card.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import { config } from '../config.server.ts';
import { sanitizeHtml } from '../html/sanitize-html.server.ts';
import { type Language, type LanguageKey, languageKeys, languages } from '../i18n/languages.ts';
import type { AlternatePaths } from '../seo/alternate-paths.ts';
import { routeSeo } from '../seo/route-seo.ts';
import { productJsonLd } from './product-json-ld.server.ts';
import { toProductView } from './product-view.server.ts';

const productPath = (language: LanguageKey, handle: string) => `/${language}/p/${encodeURIComponent(handle)}`;

/** The product's handle in one language (null when it is not sold there). */
async function handleIn(language: LanguageKey, by: { id?: string; handle?: string }) {
  const { product } = await storefrontQuery(ProductHandleDocument, {
    ...by,
    language: languages[language].code,
  });
  return product;
}

/**
 * A handle of another language asked for in this one (`/de/p/<english handle>`): the product's own
 * handle in this language, so the visitor is sent there; null when no language knows the handle.
 */
async function handleFromOtherLanguage(language: Language, handle: string): Promise<string | null> {
  for (const other of languageKeys.filter((key) => key !== language.key)) {
    const found = await handleIn(other, { handle });
    if (found?.handle === handle) return (await handleIn(language.key, { id: found.id }))?.handle ?? null;
  }
  return null;
}

/** Recommendations are extras: the page stands without them when the API cannot give them. */
async function recommendations(
  handle: string,
  intent: ProductRecommendationIntent,
  language: Language,
): Promise<ProductCardProps[]> {
  try {
    const result = await storefrontQuery(ProductRecommendationsDocument, {
      handle,
      intent,
      language: language.code,
    });
    return (result.productRecommendations ?? []).map((card: ProductCardFragment) => toProductCard(card));
  } catch {
    return [];
  }
}

/**
 * The product page's data: the product in the page's language (404 when unknown, 301 to this
 * language's handle when the URL names it under another), its handles in the other languages for
 * hreflang and the language switcher, and both kinds of recommendations.
 */
export async function loadProductPage(language: Language, handle: string, url: URL) {
  const { product } = await storefrontQuery(ProductDocument, { handle, language: language.code });
  // The API finds a German handle in every language; the page's address is this language's own.
  const own = product?.handle ?? (await handleFromOtherLanguage(language, handle));
  if (!own) throw new Response(null, { status: 404 });
  if (!product || own !== handle) throw redirect(`${productPath(language.key, own)}${url.search}`, 301);
  if (product.variants.nodes.length === 0) throw new Response(null, { status: 404 });

  const [handles, related, complementary] = await Promise.all([
    Promise.all(
      languageKeys.map(async (key) =>
        key === language.key ? product.handle : ((await handleIn(key, { id: product.id }))?.handle ?? null),
      ),
    ),
    recommendations(product.handle, 'RELATED', language),
    recommendations(product.handle, 'COMPLEMENTARY', language),
  ]);
  const alternates: Partial<AlternatePaths> = {};
  languageKeys.forEach((key, index) => {
    const found = handles[index];
    if (found) alternates[key] = productPath(key, found);
  });
  const view = toProductView(product, language.key, sanitizeHtml(product.descriptionHtml));
  const productLd = productJsonLd(view, config.publicOrigin, productPath(language.key, view.handle));
  return { product: view, productLd, related, complementary, ...routeSeo({ alternates }) };
}
