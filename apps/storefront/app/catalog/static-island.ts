import { useId, useState, useSyncExternalStore } from 'react';

/** `dangerouslySetInnerHTML`'s value; read only when React needs the string (see `serverMarkup`). */
export type IslandMarkup = { readonly __html: string };

type Island = { data: unknown; markup: IslandMarkup };

const subscribeNever = () => () => {};
// useSyncExternalStore's server snapshot is what React uses on the server and while hydrating; the
// client snapshot everywhere else. So `true` here means "server render or hydration", nothing else.
const clientSnapshot = () => false;
const serverSnapshot = () => true;

/**
 * Lets an element keep the markup the server rendered into it instead of hydrating its children
 * (issue 19: hydrating 250 product cards was most of the collection page's blocking time).
 *
 * While hydrating, the element is rendered with `dangerouslySetInnerHTML` and no children: React then
 * hydrates the element itself (its attributes and event props) and leaves everything inside it as the
 * server wrote it (react-dom 19's popHydrationState does not treat the unclaimed children of an element
 * whose content is set as text or HTML as a mismatch). The same value object is kept afterwards, so
 * React never writes it either (it compares the old and new `__html` only when the prop changes).
 *
 * As soon as `data` is another value than the one hydrated (a client navigation: filter, sort, page,
 * another list), the island is dropped for good and the caller renders its React children: React
 * empties the element (a content reset) and mounts them. A render that is not a hydration (a client
 * navigation, or React's fallback to client rendering after a hydration error) never gets an island.
 *
 * The element must carry `data-island={id}` in both renders. `server` is true in the server's render only,
 * whose markup of the element's content is what the island keeps.
 */
export function useStaticIsland(data: unknown): { id: string; markup: IslandMarkup | null; server: boolean } {
  const id = useId();
  const serverOrHydrating = useSyncExternalStore(subscribeNever, clientSnapshot, serverSnapshot);
  // The server's render: its output becomes the island, so it need not be React's (card-markup.ts).
  const server = serverOrHydrating && typeof document === 'undefined';
  const [island, setIsland] = useState<Island | null>(() =>
    serverOrHydrating && typeof document !== 'undefined' ? serverMarkup(id, data) : null,
  );
  if (island && island.data !== data) {
    // Derived state, the way React documents it: this render is thrown away and done again at once.
    setIsland(null);
    return { id, markup: null, server };
  }
  return { id, markup: island?.markup ?? null, server };
}

/**
 * The element's server markup as React's `__html`, read lazily. React's production build reads it
 * only to learn that the element's content is set (`shouldSetTextContent`: not null) and never writes
 * it, since the same object stays; serialising 250 cards for that cost 5 ms in the hydration (21 ms at
 * Lighthouse's 4× slowdown, a CPU profile of the collection page), so production answers an empty
 * string. The development build compares the value with the DOM to warn of mismatches: it gets the
 * real markup and finds them equal. e2e/collection-grid-island.spec.ts holds that the cards stay.
 */
function serverMarkup(id: string, data: unknown): Island | null {
  const element = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
  if (!element) return null;
  let html: string | undefined;
  return {
    data,
    markup: {
      get __html() {
        if (!import.meta.env.DEV) return '';
        html ??= element.innerHTML;
        return html;
      },
    },
  };
}
