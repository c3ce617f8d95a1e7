import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { searchMessages } from './messages.ts';
import { SearchLoader } from './search-loader.tsx';
import classes from './search-overlay.module.css';
import { searchPagePath } from './search-page-path.ts';
import { usePredictiveSearch } from './search-queries.ts';
import { SearchResultsLayout } from './search-results-layout.tsx';

/** Results of `term`; while a newer term loads, the last results stay (never an older term's). */
export function LiveResults({
  term,
  onShowResults,
}: {
  term: string;
  onShowResults: (term: string) => void;
}) {
  const t = useMessages(searchMessages);
  const language = useLanguage();
  const { data, isError, isPlaceholderData, isFetching } = usePredictiveSearch(language.key, term);
  if (isError && !data) return <p className={classes.message}>{t('search.error')}</p>;
  if (!data) return <SearchLoader />;
  const noHits = !isPlaceholderData && term !== '' && data.products.length === 0;
  return (
    <div aria-busy={isFetching} data-testid="search-results" data-term={isPlaceholderData ? '' : term}>
      {noHits ? (
        <p className={classes.message} role="status" data-testid="search-no-results">
          {t('search.no_results', { query: term })}
        </p>
      ) : null}
      <SearchResultsLayout collections={data.collections} products={data.products} />
      {term.trim() !== '' && data.products.length > 0 ? (
        <a
          className={classes.showAll}
          href={searchPagePath(language.key, term.trim())}
          data-testid="search-show-all"
          onClick={(event) => {
            // A new tab or window (modifier keys, middle button) is the browser's business.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            onShowResults(term);
          }}
        >
          {t('search.showAll', { query: term.trim() })}
        </a>
      ) : null}
    </div>
  );
}
