import { useRef } from 'react';
import { pushToDataLayer } from '../analytics/data-layer.ts';
import { FeaturedContent } from './featured-content.tsx';
import { LiveResults } from './live-results.tsx';
import { SearchInput } from './search-input.tsx';
import { useSearchTerm } from './use-search-term.ts';

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  /** Leaves for the results page of a term (Enter, "all results"). */
  onShowResults: (term: string) => void;
};

/** Input plus what belongs to it: the featured entries while empty, live results once typed. */
export function SearchPanel({ query, onQueryChange, onShowResults }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { term, setNow } = useSearchTerm(query);

  const change = (value: string) => {
    onQueryChange(value);
    // Spec section 4: every non-empty change is reported, not only the debounced term.
    if (value.trim() !== '') pushToDataLayer({ event: 'search', search_term: value.trim() });
  };
  const pick = (suggestion: string) => {
    change(suggestion);
    setNow(suggestion);
  };
  const clear = () => {
    onQueryChange('');
    setNow('');
    inputRef.current?.focus();
  };

  return (
    <>
      <SearchInput
        value={query}
        onChange={change}
        onClear={clear}
        onSubmit={onShowResults}
        inputRef={inputRef}
      />
      {query.trim() === '' ? (
        <FeaturedContent onSuggestion={pick} />
      ) : (
        <LiveResults term={term} onShowResults={onShowResults} />
      )}
    </>
  );
}
