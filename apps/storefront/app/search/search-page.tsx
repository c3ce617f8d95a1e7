import type { ListFilter } from '../collection/list-data.ts';
import { ProductList } from '../collection/product-list.tsx';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { SiteLink } from '../navigation/site-link.tsx';
import { PageTitle } from '../seo/page-title.tsx';
import { KeptMarkup } from '../shell/kept-markup.tsx';
import { searchMessages } from './messages.ts';
import classes from './search-page.module.css';
import type { SearchResultsPage } from './search-results.server.ts';

type Props = { query: string; results: SearchResultsPage | null };

/** Whether the visitor chose a filter: the list stays, with its controls, even when nothing is left. */
function filtered(filters: ListFilter[]): boolean {
  return filters.some((f) =>
    f.kind === 'price' ? f.min !== null || f.max !== null : f.values.some((v) => v.active),
  );
}

/** The search results page: matching categories, then the products with the collection page's cards. */
export function SearchPage({ query, results }: Props) {
  const t = useMessages(searchMessages);
  const language = useLanguage();
  const title = query ? t('search.resultsTitle', { query }) : t('search.pageTitle');
  return (
    <div className={classes.page}>
      <PageTitle title={title} description={t('search.pageDescription')} />
      <h1 className={classes.title}>{title}</h1>
      {!results ? <p>{t('search.emptyPage')}</p> : null}
      {results && results.total === 0 && !filtered(results.list.filters) ? (
        <p data-testid="search-no-results">{t('search.no_results', { query })}</p>
      ) : null}
      {results && results.collections.length > 0 ? (
        <section aria-labelledby="search-page-categories" className={classes.categories}>
          <h2 id="search-page-categories" className={classes.heading}>
            {t('search.categories')}
          </h2>
          <KeptMarkup as="ul" className={classes.chips} source={results.collections}>
            {results.collections.map((collection) => (
              <li key={collection.id}>
                <SiteLink className={classes.chip} to={`/${language.key}/c/${collection.handle}`}>
                  {collection.title}
                </SiteLink>
              </li>
            ))}
          </KeptMarkup>
        </section>
      ) : null}
      {results && (results.total > 0 || filtered(results.list.filters)) ? (
        <section aria-labelledby="search-page-products">
          <h2 id="search-page-products" className={classes.heading}>
            {t('search.products')}
          </h2>
          <ProductList
            page={results.list}
            list={{ id: 'search-results', name: t('search.products') }}
            hidden={{ q: query }}
          />
        </section>
      ) : null}
    </div>
  );
}
