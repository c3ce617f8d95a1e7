import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** A plain left click that the page may take over: no modifier key, nothing handled it before us. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}

/**
 * Clicks on the header's, phone menu's and footer's `SiteLink`s navigate inside the app, as React
 * Router's `<Link>` does: loader data instead of a new document, the page's state (cart drawer,
 * scroll restoration) kept. Links that open elsewhere (another tab, a download, another origin) and
 * clicks with a modifier key are left to the browser. Before the hydration the anchors simply load
 * the page.
 */
export function useSiteLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[data-site-link]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      // As <Link> does: a link to the page one is on replaces its history entry instead of adding one.
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, { replace: to === current });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
