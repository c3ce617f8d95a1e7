import { useMediaQuery } from '@mantine/hooks';
import type { CollectionCardProps } from '../catalog/collection-card.ts';
import type { ProductCardProps } from '../catalog/product-card.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { searchMessages } from './messages.ts';
import { ProductEntry } from './product-entry.tsx';
import classes from './search-overlay.module.css';

type Props = { collections: CollectionCardProps[]; products: ProductCardProps[] };

/**
 * Categories, the first product as top product (desktop only) and the other products in a
 * two-column list. On small screens there is no top product, so the list shows every product.
 */
export function SearchResultsLayout({ collections, products }: Props) {
  const t = useMessages(searchMessages);
  const language = useLanguage();
  const desktop = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [top, ...rest] = products;
  const listed = desktop ? rest : products;
  return (
    <div className={classes.layout}>
      <section aria-labelledby="search-categories">
        <h2 id="search-categories" className={classes.heading}>
          {t('search.categories')}
        </h2>
        {collections.length === 0 ? (
          <p data-testid="search-no-categories">{t('search.noCategories')}</p>
        ) : (
          <ul className={classes.plainList}>
            {collections.map((collection) => (
              <li key={collection.id}>
                <a className={classes.categoryLink} href={`/${language.key}/c/${collection.handle}`}>
                  {collection.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {desktop && top ? (
        <section aria-labelledby="search-top-product">
          <h2 id="search-top-product" className={classes.heading}>
            {t('search.topProduct')}
          </h2>
          <ProductEntry product={top} size={200} />
        </section>
      ) : null}
      <section aria-labelledby="search-products">
        <h2 id="search-products" className={classes.heading}>
          {t('search.products')}
        </h2>
        {listed.length === 0 ? (
          <p data-testid="search-no-products">{t('search.noProducts')}</p>
        ) : (
          <ul className={`${classes.plainList} ${classes.productList}`}>
            {listed.map((product) => (
              <li key={product.id}>
                <ProductEntry product={product} size={100} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
