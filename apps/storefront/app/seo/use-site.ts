import { useRouteLoaderData } from 'react-router';
import { translate } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import type { loader } from '../routes/language-layout.tsx';
import { seoMessages } from './messages.ts';

/**
 * The configured origin (absolute URLs for JSON-LD and links in structured data) and the shop's name,
 * from the language layout, for any route below it.
 */
export function useSite(): { origin: string; shopName: string } {
  const layout = useRouteLoaderData<typeof loader>('routes/language-layout');
  const language = useLanguage();
  return {
    origin: layout?.origin ?? '',
    shopName: layout?.shell.shopName || translate(seoMessages, language.key)('siteName'),
  };
}
