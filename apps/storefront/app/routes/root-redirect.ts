import { redirect } from 'react-router';
import { resolveLanguage } from '../i18n/languages.ts';
import type { Route } from './+types/root-redirect';

/** `/` and `/?lang=en` lead to the language home; German unless another known language is asked for. */
export function loader({ request }: Route.LoaderArgs) {
  const language = resolveLanguage(new URL(request.url).searchParams.get('lang'));
  return redirect(`/${language.key}`, 302);
}
