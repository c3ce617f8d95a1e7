import { data, Outlet, redirect, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from 'react-router';
import { isCartAction } from '../cart/after-cart-action.ts';
import { cartQuantityOf } from '../cart/cart-quantity.server.ts';
import { validUntilHeader } from '../catalog/page-freshness.ts';
import { config } from '../config.server.ts';
import { useReportBrowserError } from '../error-reporting/use-report-browser-error.ts';
import { isLanguageKey, resolveLanguage } from '../i18n/languages.ts';
import { ErrorPage, errorKindOf } from '../shell/error-page.tsx';
import { PageShell } from '../shell/page-shell.tsx';
import { loadShellData } from '../shell/shell-data.server.ts';
import type { Route } from './+types/language-layout';

/** Looks like a language code (`fr`, `pt-br`): such an unknown prefix is answered in German. */
const languageLike = /^[a-z]{2}(?:-[a-z]{2})?$/i;

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!isLanguageKey(params.lang) && params.lang && languageLike.test(params.lang)) {
    const fallback = resolveLanguage(url.searchParams.get('lang'));
    const rest = url.pathname.slice(params.lang.length + 1);
    throw redirect(`/${fallback.key}${rest}`, 302);
  }
  if (!isLanguageKey(params.lang)) throw new Response(null, { status: 404 });
  // The configured origin makes canonical and hreflang URLs absolute, as search engines want them;
  // never the request's Host header, which a client chooses (issue 20, defect 8).
  const language = resolveLanguage(params.lang);
  const [{ shell, validUntil }, cartQuantity] = await Promise.all([
    loadShellData(language),
    cartQuantityOf(request, language),
  ]);
  // cartQuantity: the badge without JavaScript; null (anonymous, cacheable) without a cart cookie. A
  // page that shows a visitor's own badge is theirs alone: no shared cache may keep it. The anonymous
  // page does not vary on Cookie, so a CDN keeps one copy for everyone.
  const headers: HeadersInit =
    cartQuantity === null
      ? validUntilHeader(validUntil)
      : { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
  return data({ shell, origin: config.publicOrigin, cartQuantity }, { headers });
}

/** A cart change needs no new shell: the badge follows the browser's cart (app/cart/cart-context.tsx). */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (isCartAction(formAction)) return false;
  return defaultShouldRevalidate;
}

/**
 * An error answer keeps the headers its loader threw with (the 503's `Retry-After`); React Router
 * drops them unless the boundary's route passes them on (issue 20, defect 8).
 */
export function headers({ errorHeaders, loaderHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell shell={loaderData.shell} origin={loaderData.origin}>
      <Outlet />
    </PageShell>
  );
}

/**
 * A page under a language that fails (404 of an unknown path, 503 of a page's data) keeps the shell, so the
 * visitor can navigate on; when the shell's own data failed, the bare error page is all there is.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>('routes/language-layout');
  useReportBrowserError(error);
  const kind = errorKindOf(error);
  if (!layout) return <ErrorPage kind={kind} />;
  return (
    <PageShell shell={layout.shell} origin={layout.origin} indexable={false}>
      <ErrorPage kind={kind} embedded />
    </PageShell>
  );
}
