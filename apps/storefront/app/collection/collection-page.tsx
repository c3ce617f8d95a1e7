import { Link } from 'react-router';
import { CountryFlagBadge } from '../catalog/flag-badge.tsx';
import { imageSources } from '../catalog/image-sources.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { PageTitle } from '../seo/page-title.tsx';
import classes from './collection.module.css';
import type { CollectionView } from './collection.server.ts';
import { CollectionExtras } from './collection-extras.tsx';
import type { ProductListPage } from './list-data.ts';
import { collectionMessages } from './messages.ts';
import { ProductList } from './product-list.tsx';

type Props = { collection: CollectionView; list: ProductListPage };

/** `/{lang}/c/{handle}`: the collection's heading and texts, its products, then its extras. */
export function CollectionPage({ collection, list }: Props) {
  const t = useMessages(collectionMessages);
  const language = useLanguage();
  return (
    <div className={classes.page}>
      <PageTitle title={collection.seoTitle} description={collection.seoDescription} />
      <nav aria-label={t('breadcrumb')} className={classes.breadcrumb}>
        <ol>
          <li>
            <Link to={`/${language.key}`}>{t('home')}</Link>
          </li>
          {collection.breadcrumb.map((crumb, index) => (
            <li key={crumb.href}>
              {index === collection.breadcrumb.length - 1 ? (
                <span aria-current="page">{crumb.title}</span>
              ) : (
                <Link to={crumb.href}>{crumb.title}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <header className={classes.header}>
        {collection.brandLogo ? (
          <img
            className={classes.brandLogo}
            {...imageSources(collection.brandLogo.url, 96)}
            alt={collection.brandLogo.altText ?? ''}
            width={96}
            height={96}
          />
        ) : null}
        <div>
          <h1 className={classes.title}>{collection.title}</h1>
          {collection.subTitle ? <p className={classes.subTitle}>{collection.subTitle}</p> : null}
          <CountryFlagBadge country={collection.brandCountry} />
        </div>
      </header>
      {collection.introHtml ? (
        // Sanitised on the server (html/sanitize-html.server.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised catalogue HTML
        <div className={classes.intro} dangerouslySetInnerHTML={{ __html: collection.introHtml }} />
      ) : null}
      <ProductList page={list} list={{ id: `collection-${collection.handle}`, name: collection.title }} />
      <CollectionExtras collection={collection} />
    </div>
  );
}
