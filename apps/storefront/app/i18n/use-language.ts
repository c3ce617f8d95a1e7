import { useParams } from 'react-router';
import { type Language, resolveLanguage } from './languages.ts';

/** The page's language from the URL prefix, usable in every route and error boundary. */
export function useLanguage(): Language {
  return resolveLanguage(useParams().lang);
}
