import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isCartAction } from '../cart/after-cart-action.ts';
import { stockProductsHeader } from '../catalog/page-freshness.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import { loadProductPage } from '../product/product-data.server.ts';
import { ProductPage } from '../product/product-page.tsx';
import type { Route } from './+types/product';

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadProductPage(resolveLanguage(params.lang), params.handle, new URL(request.url));
  // The page shows this product's stock: a cached copy lives until it changes (decision 0082).
  return data(page, { headers: stockProductsHeader([page.product.id]) });
}

/** The layout's headers (caching, the shell's end of validity) with this page's stock tie added. */
export function headers({ parentHeaders, loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return errorHeaders;
  const merged = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) merged.set(name, value);
  return merged;
}

/**
 * Choosing another variant only changes `?variant=`: the page already holds every variant, so it
 * changes in place without asking the server again. Anything else reloads as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // A cart change alters nothing the page shows (cart/after-cart-action.ts).
  if (isCartAction(formAction)) return false;
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutVariant = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('variant');
    return params.toString();
  };
  return withoutVariant(currentUrl) === withoutVariant(nextUrl) ? false : defaultShouldRevalidate;
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage {...loaderData} />;
}
