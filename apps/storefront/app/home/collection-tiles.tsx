import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './home.module.css';
import type { HomeCollection } from './home-data.server.ts';
import { squareImageUrl } from './image-url.ts';
import { homeMessages } from './messages.ts';

const size = 160;

export function CollectionTiles({ collections }: { collections: HomeCollection[] }) {
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
              {collection.imageUrl && (
                <img
                  src={squareImageUrl(collection.imageUrl, size)}
                  srcSet={`${squareImageUrl(collection.imageUrl, size * 2)} 2x`}
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
