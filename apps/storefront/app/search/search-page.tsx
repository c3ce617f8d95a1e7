import { ProductGrid } from '../catalog/product-grid.tsx';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { PageTitle } from '../seo/page-title.tsx';
import { searchMessages } from './messages.ts';
import type { SearchResults } from './search-data.ts';
import classes from './search-overlay.module.css';

type Props = { query: string; results: SearchResults | null };

/** The search results page: where the header field leads without JavaScript. */
export function SearchPage({ query, results }: Props) {
  const t = useMessages(searchMessages);
  const language = useLanguage();
  const title = query ? t('search.resultsTitle', { query }) : t('search.pageTitle');
  return (
    <div style={{ maxWidth: '75rem', margin: '0 auto', padding: '1.5rem 1rem' }}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      {!results ? <p>{t('search.emptyPage')}</p> : null}
      {results && results.products.length === 0 ? (
        <p data-testid="search-no-results">{t('search.no_results', { query })}</p>
      ) : null}
      {results ? (
        <div className={classes.layout}>
          <section aria-labelledby="search-page-categories">
            <h2 id="search-page-categories" className={classes.heading}>
              {t('search.categories')}
            </h2>
            {results.collections.length === 0 ? <p>{t('search.noCategories')}</p> : null}
            <ul className={classes.plainList}>
              {results.collections.map((collection) => (
                <li key={collection.id}>
                  <a className={classes.categoryLink} href={`/${language.key}/c/${collection.handle}`}>
                    {collection.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="search-page-products" style={{ gridColumn: 'span 2' }}>
            <h2 id="search-page-products" className={classes.heading}>
              {t('search.products')}
            </h2>
            {results.products.length === 0 ? <p>{t('search.noProducts')}</p> : null}
            <ProductGrid
              products={results.products}
              list={{ id: 'search-results', name: t('search.products') }}
              eagerCount={4}
            />
          </section>
        </div>
      ) : null}
    </div>
  );
}
