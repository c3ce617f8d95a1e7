import { useLocation, useMatches } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { languageKeys, languages } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useAlternatePaths } from './alternate-paths.ts';
import { seoMessages } from './messages.ts';
import { OrganisationJsonLd } from './organisation-json-ld.tsx';
import { anyRouteNoindex } from './route-seo.ts';
import shareImageUrl from './share-image.png';

/** The spec's share image width; the height keeps the common 1.91:1 card ratio. */
const shareImage = { width: 1000, height: 525 };

/**
 * The metadata every page shares (spec section 1): sharing title, keywords, indexing, share image,
 * canonical URL and hreflang alternates (React hoists these elements into the head).
 * The page's own title comes from the route, through PageTitle; `noindex` and per-language paths come
 * from the route too (route-seo.ts).
 */
type Props = { origin: string; shopName: string; organisationDescription: string; indexable: boolean };

export function SiteMeta({ origin, shopName, organisationDescription, indexable }: Props) {
  const t = useMessages(seoMessages);
  const language = useLanguage();
  const { pathname } = useLocation();
  const alternates = useAlternatePaths();
  // A route keeps itself out of search engines through its loader data or handle (route-seo.ts).
  const noindex = anyRouteNoindex(useMatches());
  const absolute = (path: string) => new URL(path.split('?')[0] ?? path, origin).href;
  return (
    <>
      <meta name="robots" content={indexable && !noindex ? 'index, follow' : 'noindex'} />
      <meta name="keywords" content={t('keywords')} />
      <link rel="canonical" href={absolute(pathname)} />
      {languageKeys.map((key) => (
        <link key={key} rel="alternate" hrefLang={key} href={absolute(alternates[key])} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(alternates.de)} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={shopName} />
      <meta property="og:title" content={t('shareTitle')} />
      <meta property="og:url" content={absolute(pathname)} />
      <meta property="og:locale" content={language.locale.replace('-', '_')} />
      {languageKeys
        .filter((key) => key !== language.key)
        .map((key) => (
          <meta key={key} property="og:locale:alternate" content={languages[key].locale.replace('-', '_')} />
        ))}
      <meta property="og:image" content={absolute(shareImageUrl)} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={t('shareImageAlt')} />
      <meta name="twitter:card" content="summary_large_image" />
      <OrganisationJsonLd origin={origin} shopName={shopName} description={organisationDescription} />
    </>
  );
}
