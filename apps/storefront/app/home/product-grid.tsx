import { Link } from 'react-router';
import { imageSources } from '../catalog/image-sources.ts';
import type { ProductCardProps } from '../catalog/product-card.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { formatMoney } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './home.module.css';
import { homeMessages } from './messages.ts';

const size = 240;

export function ProductGrid({ products }: { products: ProductCardProps[] }) {
  const t = useMessages(homeMessages);
  const language = useLanguage();
  if (products.length === 0) return null;
  return (
    <section id="bestsellers" className={classes.section} aria-labelledby="home-bestsellers">
      <h2 id="home-bestsellers">{t('bestsellers')}</h2>
      <ul className={classes.products}>
        {products.map((product) => (
          <li key={product.id}>
            <Link to={`/${language.key}/p/${product.handle}`} className={classes.product}>
              <img
                {...(product.image ? imageSources(product.image.url, size) : {})}
                // The link reads vendor, title and price; the picture would only repeat them.
                alt=""
                width={size}
                height={size}
                loading="lazy"
              />
              <span className={classes.vendor}>{product.vendor}</span>
              <span className={classes.productTitle}>{product.title}</span>
              <span className={classes.price}>
                {t('from', { price: formatMoney(product.price, language.locale) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
