import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { isCartAction } from '../cart/after-cart-action.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import { loadProductPage } from '../product/product-data.server.ts';
import { ProductPage } from '../product/product-page.tsx';
import type { Route } from './+types/product';

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadProductPage(resolveLanguage(params.lang), params.handle, new URL(request.url));
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
