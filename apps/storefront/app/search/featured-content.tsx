import { Button } from '@mantine/core';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { searchMessages } from './messages.ts';
import { SearchLoader } from './search-loader.tsx';
import classes from './search-overlay.module.css';
import { useSearchFeatured } from './search-queries.ts';
import { SearchResultsLayout } from './search-results-layout.tsx';

/** The empty search: popular terms as chips, then the language's featured categories and products. */
export function FeaturedContent({ onSuggestion }: { onSuggestion: (term: string) => void }) {
  const t = useMessages(searchMessages);
  const { data, isError } = useSearchFeatured(useLanguage().key);
  if (isError) return <p className={classes.message}>{t('search.error')}</p>;
  if (!data) return <SearchLoader />;
  return (
    <>
      {data.suggestions.length > 0 ? (
        <section aria-labelledby="search-suggestions">
          <h2 id="search-suggestions" className={classes.heading} style={{ marginTop: 16 }}>
            {t('search.suggestions')}
          </h2>
          <ul className={classes.chips}>
            {data.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button variant="light" radius="xl" size="xs" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SearchResultsLayout collections={data.collections} products={data.products} />
    </>
  );
}
