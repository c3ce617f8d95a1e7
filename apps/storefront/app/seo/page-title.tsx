import { useRouteLoaderData } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import type { loader } from '../routes/language-layout.tsx';
import { seoMessages } from './messages.ts';

/** Spec section 1: "page title, separator, product name", plus the page's description when it has one. */
export function PageTitle({ title, description }: { title: string; description?: string | null }) {
  const t = useMessages(seoMessages);
  const layout = useRouteLoaderData<typeof loader>('routes/language-layout');
  const shopName = layout?.shell.shopName || t('siteName');
  return (
    <>
      <title>{`${title}${t('titleSeparator')}${shopName}`}</title>
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
    </>
  );
}
