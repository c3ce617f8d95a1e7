import { Outlet, redirect } from 'react-router';
import { isLanguageKey, resolveLanguage } from '../i18n/languages.ts';
import type { Route } from './+types/language-layout';

/** Looks like a language code (`fr`, `pt-br`): such an unknown prefix is answered in German. */
const languageLike = /^[a-z]{2}(?:-[a-z]{2})?$/i;

export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!isLanguageKey(params.lang) && params.lang && languageLike.test(params.lang)) {
    const fallback = resolveLanguage(url.searchParams.get('lang'));
    const rest = url.pathname.slice(params.lang.length + 1);
    throw redirect(`/${fallback.key}${rest}`, 302);
  }
  if (!isLanguageKey(params.lang)) throw new Response(null, { status: 404 });
  return null;
}

export default function LanguageLayout() {
  return <Outlet />;
}
