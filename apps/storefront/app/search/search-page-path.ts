/** The search results page for a term. */
export function searchPagePath(languageKey: string, term: string): string {
  return `/${languageKey}/search?${new URLSearchParams({ q: term })}`;
}
