import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import hidden from '../shell/visually-hidden.module.css';
import { productMessages } from './messages.ts';
import classes from './product.module.css';
import type { OptionView, VariantView } from './product-view.ts';
import { choicesOf, variantParam } from './variant-selection.ts';

type Props = { options: OptionView[]; variants: VariantView[]; current: VariantView };

/**
 * Each option's values as links to the variant they lead to (`?variant=42`): works without
 * JavaScript, can be shared and bookmarked; with it, the page changes in place (the route does not
 * reload its data for a new `?variant=`). A value no variant can be bought in is struck through.
 */
export function VariantPicker({ options, variants, current }: Props) {
  const t = useMessages(productMessages);
  if (options.length === 0) return null;
  return (
    <div className={classes.options}>
      {options.map((option) => {
        const choices = choicesOf(option, variants, current);
        const chosen = choices.find((choice) => choice.selected)?.value;
        return (
          <fieldset key={option.name} className={classes.option}>
            <legend className={classes.optionName}>
              {option.name}
              {chosen ? <span className={classes.optionChosen}>: {chosen}</span> : null}
            </legend>
            <ul className={classes.choices}>
              {choices.map((choice) => {
                const soldOut = !choice.variant?.availableForSale;
                const className = soldOut ? `${classes.choice} ${classes.soldOut}` : classes.choice;
                const label = (
                  <>
                    {choice.value}
                    {soldOut ? <span className={hidden.text}> {t('notAvailable')}</span> : null}
                  </>
                );
                return (
                  <li key={choice.value}>
                    {choice.variant ? (
                      <Link
                        to={{ search: `?variant=${variantParam(choice.variant.id)}` }}
                        replace
                        preventScrollReset
                        aria-current={choice.selected ? 'true' : undefined}
                        className={className}
                        data-testid="variant-choice"
                      >
                        {label}
                      </Link>
                    ) : (
                      <span className={className} aria-disabled="true">
                        {label}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
