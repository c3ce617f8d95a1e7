import { useLocation, useParams } from 'react-router';
import { type Language, resolveLanguage } from './languages.ts';

/** The page's language from the URL prefix, usable in every route and error boundary. */
export function useLanguage(): Language {
  const { pathname } = useLocation();
  // Without the language route's params (a request refused before routing, e.g. a 405), the path's
  // first segment still names the visitor's language (issue 20: such error pages were German).
  return resolveLanguage(useParams().lang ?? pathname.split('/')[1]);
}
