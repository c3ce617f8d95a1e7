import { useMessages } from '../i18n/define-messages.ts';
import { KeptMarkup } from '../shell/kept-markup.tsx';
import hidden from '../shell/visually-hidden.module.css';
import { productMessages } from './messages.ts';
import classes from './product.module.css';
import type { TasteValue } from './product-view.ts';

/**
 * Spec section 3's taste profile: each of the seven facets the coffee has, as a scale with its step
 * marked and named (roast from light to dark, body from light to full …), and the preparation types.
 */
export function TasteProfile({
  taste,
  preparationTypes,
}: {
  taste: TasteValue[];
  preparationTypes: string[];
}) {
  const t = useMessages(productMessages);
  if (taste.length === 0 && preparationTypes.length === 0) return null;
  return (
    <section className={classes.taste} aria-labelledby="product-taste">
      <h2 id="product-taste">{t('tasteProfile')}</h2>
      {taste.length > 0 ? (
        // Text and drawn steps only: kept as the server wrote them when the page hydrates (decision 0096).
        <KeptMarkup as="dl" className={classes.scales} data-testid="taste-profile" source={taste}>
          {taste.map(({ facet, name, value, scale }) => (
            <div key={facet} className={classes.scaleRow}>
              <dt>{name}</dt>
              <dd>
                {scale ? (
                  <span className={classes.scale} aria-hidden="true">
                    {Array.from({ length: scale.steps }, (_, index) => (
                      <span
                        // biome-ignore lint/suspicious/noArrayIndexKey: the steps of a scale are its positions
                        key={index}
                        className={index + 1 === scale.step ? classes.stepOn : classes.step}
                      />
                    ))}
                  </span>
                ) : null}
                <span className={classes.scaleName}>{value}</span>
                {scale ? (
                  <span className={hidden.text}>
                    {' '}
                    {t('scaleStep', { step: scale.step, steps: scale.steps })}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </KeptMarkup>
      ) : null}
      {preparationTypes.length > 0 ? (
        <>
          <h3 className={classes.subheading}>{t('preparation')}</h3>
          <ul className={classes.chips} data-testid="preparation-types">
            {preparationTypes.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
