import { useNavigation } from 'react-router';
import { cardsFromColumns } from '../catalog/card-columns.ts';
import type { ItemList } from '../catalog/item-list-analytics.ts';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { useMessages } from '../i18n/define-messages.ts';
import { ActiveFilters } from './active-filters.tsx';
import classes from './list.module.css';
import { ListControls } from './list-controls.tsx';
import type { ProductListPage } from './list-data.ts';
import { collectionMessages } from './messages.ts';
import { Pagination } from './pagination.tsx';

type Props = {
  page: ProductListPage;
  list: ItemList;
  /** URL state the controls keep without showing it (the search term). */
  hidden?: Record<string, string>;
};

/** A filterable, sortable, paged product list: the collection page's and the search page's body. */
export function ProductList({ page, list, hidden }: Props) {
  const t = useMessages(collectionMessages);
  const navigation = useNavigation();
  const products = cardsFromColumns(page.cards);
  const count = products.length;
  return (
    <div className={classes.list}>
      <aside className={classes.sidebar} aria-label={t('filterAndSort')}>
        <ListControls filters={page.filters} sort={page.sort} options={page.sortOptions} hidden={hidden} />
      </aside>
      <div className={classes.results} aria-busy={navigation.state === 'loading'}>
        <ActiveFilters filters={page.filters} keep={Object.keys(hidden ?? {})} />
        <p className={classes.total} role="status" data-testid="product-count">
          {count === 1 ? t('countOne') : t('count', { count })}
        </p>
        {count === 0 ? (
          <p className={classes.empty}>{t('noProducts')}</p>
        ) : (
          <ProductGrid products={products} list={list} eagerCount={4} headingLevel="h2" />
        )}
        <Pagination cursors={page.cursors} />
      </div>
    </div>
  );
}
