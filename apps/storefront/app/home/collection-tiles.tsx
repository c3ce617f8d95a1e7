import type { CSSProperties } from 'react';
import { imageSources } from '../catalog/image-sources.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { SiteLink } from '../navigation/site-link.tsx';
import { KeptMarkup } from '../shell/kept-markup.tsx';
import classes from './home.module.css';
import { homeMessages } from './messages.ts';
import type { PopularCollection } from './popular-collections.ts';

const size = 160;

/** The number of tiles, which the grid's columns are shared by (home.module.css). */
const tileCount = (count: number): CSSProperties & Record<'--tiles', number> => ({ '--tiles': count });

/** The site configuration's popular collections as tiles with their icons. */
export function CollectionTiles({ collections }: { collections: PopularCollection[] }) {
  const t = useMessages(homeMessages);
  const language = useLanguage();
  if (collections.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="home-categories">
      <h2 id="home-categories">{t('categories')}</h2>
      <KeptMarkup
        as="ul"
        className={classes.tiles}
        style={tileCount(collections.length)}
        source={collections}
      >
        {collections.map((collection) => (
          <li key={collection.id}>
            <SiteLink to={`/${language.key}/c/${collection.handle}`} className={classes.tile}>
              <img
                {...imageSources(collection.icon, size)}
                alt=""
                width={size}
                height={size}
                loading="lazy"
              />
              <span>{collection.title}</span>
            </SiteLink>
          </li>
        ))}
      </KeptMarkup>
    </section>
  );
}
