import { useRouteLoaderData } from 'react-router';
import { useTranslate } from '../i18n/use-language.ts';
import type { loader } from '../routes/language-layout.tsx';

/** Spec section 1: "page title, separator, product name", plus the page's description when it has one. */
export function PageTitle({ title, description }: { title: string; description?: string | null }) {
  const t = useTranslate();
  const layout = useRouteLoaderData<typeof loader>('routes/language-layout');
  const shopName = layout?.shell.shopName || t('meta.siteName');
  return (
    <>
      <title>{`${title}${t('meta.titleSeparator')}${shopName}`}</title>
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
    </>
  );
}
