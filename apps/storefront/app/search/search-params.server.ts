import { z } from 'zod';
import { type Language, languages } from '../i18n/languages.ts';

/** `lang` as the spec reads it (default de); anything unknown is German. */
const languageParam = z
  .enum(['de', 'en', 'da'])
  .catch('de')
  .transform((key): Language => languages[key]);

export const searchQueryParams = z.object({
  q: z.string().trim().min(1).max(100),
  lang: languageParam,
});

export const languageParams = z.object({ lang: languageParam });

/** Query string of a request as a plain object for zod. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
