import type { CollectionCardProps } from '../catalog/collection-card.ts';
import { imageSources } from '../catalog/image-sources.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { SiteLink } from '../navigation/site-link.tsx';
import { KeptMarkup } from '../shell/kept-markup.tsx';
import classes from './home.module.css';
import { homeMessages } from './messages.ts';

/** A top brand of the site configuration: its collection, with the logo from the collection's metafield. */
export type TopBrand = CollectionCardProps & { logo: { url: string; altText: string | null } | null };

// Brand logos are drawn at 2:1 (800 × 400 on the image host).
const width = 160;
const height = 80;

/** The site configuration's top brands as logos leading to each brand's collection. */
export function TopBrands({ brands }: { brands: TopBrand[] }) {
  const t = useMessages(homeMessages);
  const language = useLanguage();
  if (brands.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="home-top-brands">
      <h2 id="home-top-brands">{t('topBrands')}</h2>
      <KeptMarkup as="ul" className={classes.brands} source={brands}>
        {brands.map((brand) => (
          <li key={brand.id}>
            <SiteLink
              to={`/${language.key}/c/${brand.handle}`}
              className={classes.brand}
              aria-label={t('brandLink', { brand: brand.title })}
            >
              {brand.logo ? (
                <img
                  {...imageSources(brand.logo.url, width, height)}
                  alt=""
                  width={width}
                  height={height}
                  loading="lazy"
                />
              ) : (
                <span>{brand.title}</span>
              )}
            </SiteLink>
          </li>
        ))}
      </KeptMarkup>
    </section>
  );
}
