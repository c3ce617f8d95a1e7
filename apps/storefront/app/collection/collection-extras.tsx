import { imageSources } from '../catalog/image-sources.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { KeptMarkup } from '../shell/kept-markup.tsx';
import classes from './collection.module.css';
import type { CollectionView } from './collection.server.ts';
import { collectionMessages } from './messages.ts';

/**
 * Below the products: the promotion card, the content gallery and the product test of the collection.
 * Text, pictures and plain links: kept as the server wrote them when the page hydrates (decision 0096).
 */
export function CollectionExtras({ collection }: { collection: CollectionView }) {
  const t = useMessages(collectionMessages);
  const { promotionCard, gallery, productTestHtml } = collection;
  if (!promotionCard && gallery.length === 0 && !productTestHtml) return null;
  return (
    <KeptMarkup as="div" className={classes.extras} source={{ promotionCard, gallery, productTestHtml }}>
      {promotionCard ? (
        <section
          className={classes.promotion}
          aria-labelledby="collection-promotion"
          data-testid="promotion-card"
        >
          {promotionCard.image ? (
            <img
              {...imageSources(promotionCard.image.url, 320, 200)}
              alt=""
              width={320}
              height={200}
              loading="lazy"
            />
          ) : null}
          <div>
            <p className={classes.eyebrow}>{t('promotion')}</p>
            <h2 id="collection-promotion">{promotionCard.title}</h2>
            {promotionCard.text ? <p>{promotionCard.text}</p> : null}
            {promotionCard.url ? (
              <a href={promotionCard.url} className={classes.promotionLink}>
                {t('discover')}
              </a>
            ) : null}
          </div>
        </section>
      ) : null}
      {gallery.length > 0 ? (
        <section aria-labelledby="collection-gallery" data-testid="content-gallery">
          <h2 id="collection-gallery">{t('gallery')}</h2>
          <ul className={classes.gallery}>
            {gallery.map((image) => (
              <li key={image.url}>
                <img
                  {...imageSources(image.url, 280)}
                  alt={image.altText ?? ''}
                  width={280}
                  height={280}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {productTestHtml ? (
        <section
          aria-labelledby="collection-product-test"
          className={classes.productTest}
          data-testid="product-test"
        >
          <h2 id="collection-product-test">{t('productTest')}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
          <div dangerouslySetInnerHTML={{ __html: productTestHtml }} />
        </section>
      ) : null}
    </KeptMarkup>
  );
}
