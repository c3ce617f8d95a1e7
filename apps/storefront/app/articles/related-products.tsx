import { Link } from 'react-router';
import { imageSources } from '../catalog/image-sources.ts';
import type { ProductCardProps } from '../catalog/product-card.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { formatMoney } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './articles.module.css';
import { articleMessages } from './messages.ts';

const size = 200;

/** The products an article names (related-products.server.ts), as cards below the text. */
export function RelatedProducts({ products }: { products: ProductCardProps[] }) {
  const t = useMessages(articleMessages);
  const language = useLanguage();
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="article-related-products"
      className={classes.related}
      data-testid="related-products"
    >
      <h2 id="article-related-products" className={classes.sectionHeading}>
        {t('relatedProducts')}
      </h2>
      <ul className={classes.products}>
        {products.map((product) => (
          <li key={product.id}>
            <Link to={`/${language.key}/p/${product.handle}`} className={classes.product}>
              <img
                {...(product.image ? imageSources(product.image.url, size) : {})}
                alt=""
                width={size}
                height={size}
                loading="lazy"
                decoding="async"
              />
              <span className={classes.vendor}>{product.vendor}</span>
              <span className={classes.productTitle}>{product.title}</span>
              <span>{formatMoney(product.price, language.locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
