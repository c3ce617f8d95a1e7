import { Link, useLocation } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { listHref } from './collection-params.ts';
import classes from './list.module.css';
import type { PageCursors } from './list-data.ts';
import { collectionMessages } from './messages.ts';

/** Cursor paging: links to the previous and next page of the list, its filters and sort kept. */
export function Pagination({ cursors }: { cursors: PageCursors }) {
  const t = useMessages(collectionMessages);
  const { pathname, search } = useLocation();
  if (!cursors.next && !cursors.previous) return null;
  const params = new URLSearchParams(search);
  const to = (name: 'after' | 'before', cursor: string) =>
    listHref(pathname, params, (p) => p.set(name, cursor));
  return (
    <nav className={classes.pagination} aria-label={t('pagination')}>
      {cursors.previous ? (
        <Link
          to={to('before', cursors.previous)}
          rel="prev"
          className={classes.pageLink}
          data-testid="previous-page"
        >
          ← {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      {cursors.next ? (
        <Link to={to('after', cursors.next)} rel="next" className={classes.pageLink} data-testid="next-page">
          {t('next')} →
        </Link>
      ) : null}
    </nav>
  );
}
