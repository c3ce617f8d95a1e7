import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './home.module.css';
import type { HomeProduct } from './home-data.server.ts';
import { squareImageUrl } from './image-url.ts';
import { homeMessages } from './messages.ts';

const size = 240;

// Intl directly: the API package's formatter would bring its zod schemas into the browser bundle.
const formatPrice = (price: HomeProduct['price'], locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: price.currencyCode }).format(
    Number(price.amount),
  );

export function ProductGrid({ products }: { products: HomeProduct[] }) {
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
                src={product.imageUrl ? squareImageUrl(product.imageUrl, size) : undefined}
                srcSet={product.imageUrl ? `${squareImageUrl(product.imageUrl, size * 2)} 2x` : undefined}
                // The link reads vendor, title and price; the picture would only repeat them.
                alt=""
                width={size}
                height={size}
                loading="lazy"
              />
              <span className={classes.vendor}>{product.vendor}</span>
              <span className={classes.productTitle}>{product.title}</span>
              <span className={classes.price}>
                {t('from', { price: formatPrice(product.price, language.locale) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
