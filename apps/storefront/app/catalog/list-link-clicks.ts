import { type MouseEvent, startTransition, useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router';

/**
 * One click handler for all links of a product list, doing what React Router's `<Link>` does for each
 * (navigate in the app on a plain left click, leave modified clicks and other targets to the browser).
 * A `<Link>` costs some 25 hooks, three effects and a ref per link when the page hydrates; a grid of
 * 250 cards has 500 links, and their hydration was the largest part of the collection page's
 * blocking time (issue 19). The links are plain `<a href data-discover>`: React Router still finds them
 * for its route discovery (it looks for `a[data-discover]`), and without JavaScript they are links anyway.
 */
export function useListLinkClicks() {
  const navigate = useNavigate();
  const location = useLocation();
  const { useTransitions } = useContext(UNSAFE_NavigationContext);
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null;
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const target = anchor.getAttribute('target');
      const href = anchor.getAttribute('href');
      if ((target && target !== '_self') || !href?.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      // As `<Link>`: a link to the page shown replaces its history entry instead of adding one.
      const replace = href === `${location.pathname}${location.search}${location.hash}`;
      const go = () => navigate(href, { replace });
      if (useTransitions) startTransition(go);
      else go();
    },
    [navigate, location, useTransitions],
  );
}
