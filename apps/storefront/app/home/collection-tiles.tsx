import { Link } from 'react-router';
import type { CollectionCardProps } from '../catalog/collection-card.ts';
import { imageSources } from '../catalog/image-sources.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './home.module.css';
import { homeMessages } from './messages.ts';

const size = 160;

export function CollectionTiles({ collections }: { collections: CollectionCardProps[] }) {
  const t = useMessages(homeMessages);
  const language = useLanguage();
  if (collections.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="home-categories">
      <h2 id="home-categories">{t('categories')}</h2>
      <ul className={classes.tiles}>
        {collections.map((collection) => (
          <li key={collection.id}>
            <Link to={`/${language.key}/c/${collection.handle}`} className={classes.tile}>
              {collection.image && (
                <img
                  {...imageSources(collection.image.url, size)}
                  alt=""
                  width={size}
                  height={size}
                  loading="lazy"
                />
              )}
              <span>{collection.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
