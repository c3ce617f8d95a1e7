import { useMessages } from '../i18n/define-messages.ts';
import hidden from '../shell/visually-hidden.module.css';
import { isPreparationKey, preparationMessages, productMessages } from './messages.ts';
import classes from './product.module.css';
import type { TasteValue } from './product-view.ts';
import { tasteMessages, tasteStepName } from './taste-messages.ts';
import { scalePosition } from './taste-scales.ts';

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
  const tTaste = useMessages(tasteMessages);
  const tPreparation = useMessages(preparationMessages);
  const preparations = preparationTypes.filter(isPreparationKey);
  if (taste.length === 0 && preparations.length === 0) return null;
  return (
    <section className={classes.taste} aria-labelledby="product-taste">
      <h2 id="product-taste">{t('tasteProfile')}</h2>
      {taste.length > 0 ? (
        <dl className={classes.scales} data-testid="taste-profile">
          {taste.map(({ facet, value }) => {
            const position = scalePosition(facet, value);
            const name = tasteStepName(tTaste, facet, value);
            return (
              <div key={facet} className={classes.scaleRow}>
                <dt>{tTaste(facet)}</dt>
                <dd>
                  {position ? (
                    <span className={classes.scale} aria-hidden="true">
                      {Array.from({ length: position.steps }, (_, index) => (
                        <span
                          // biome-ignore lint/suspicious/noArrayIndexKey: the steps of a scale are its positions
                          key={index}
                          className={index + 1 === position.step ? classes.stepOn : classes.step}
                        />
                      ))}
                    </span>
                  ) : null}
                  <span className={classes.scaleName}>{name}</span>
                  {position ? (
                    <span className={hidden.text}>
                      {' '}
                      {t('scaleStep', { step: position.step, steps: position.steps })}
                    </span>
                  ) : null}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {preparations.length > 0 ? (
        <>
          <h3 className={classes.subheading}>{t('preparation')}</h3>
          <ul className={classes.chips} data-testid="preparation-types">
            {preparations.map((key) => (
              <li key={key}>{tPreparation(key)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
