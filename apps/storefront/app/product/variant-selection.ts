import type { OptionView, ProductView, VariantView } from './product-view.ts';

/** Spec section 3: a variant titled "Default Title" or with an empty title has no meaningful title. */
export function meaningfulTitle(title: string | null | undefined): string | null {
  const trimmed = title?.trim() ?? '';
  return trimmed === '' || trimmed === 'Default Title' ? null : trimmed;
}

const variantGid = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/;

/** The numeric part of a variant's global id: what the page writes into `?variant=`. */
export function variantParam(id: string): string {
  return variantGid.exec(id)?.[1] ?? id;
}

/**
 * The variant a `?variant=` value names: its number (`?variant=42`, as the page writes it) or its global
 * id (`?variant=gid://shopify/ProductVariant/42`, as other shops' links do). Anything else names none.
 */
export function variantOfParam(variants: readonly VariantView[], param: string | null): VariantView | null {
  if (!param) return null;
  const number = variantGid.exec(param)?.[1] ?? (/^\d+$/.test(param) ? param : null);
  if (number === null) return null;
  return variants.find((variant) => variantParam(variant.id) === number) ?? null;
}

/** The variant the page shows: the one in the URL, else the first that can be bought, else the first. */
export function selectedVariant(product: Pick<ProductView, 'variants'>, param: string | null): VariantView {
  const variants = product.variants;
  const chosen = variantOfParam(variants, param) ?? variants.find((v) => v.availableForSale) ?? variants[0];
  if (!chosen) throw new Error('a product without variants cannot be shown');
  return chosen;
}

function optionValue(variant: VariantView, option: string): string | undefined {
  return variant.selectedOptions.find((selected) => selected.name === option)?.value;
}

export type OptionChoice = {
  value: string;
  /** The variant this value leads to, or null when no variant has it. */
  variant: VariantView | null;
  selected: boolean;
  /** The value together with the other chosen values makes a variant (else the choice changes them too). */
  exact: boolean;
};

/**
 * The values of one option as links: each leads to the variant that keeps every other chosen value and
 * takes this one; where no such variant exists, to the first variant with this value (available first).
 */
export function choicesOf(
  option: OptionView,
  variants: readonly VariantView[],
  current: VariantView,
): OptionChoice[] {
  return option.values.map((value) => {
    const withValue = variants.filter((variant) => optionValue(variant, option.name) === value);
    const exact = withValue.find((variant) =>
      current.selectedOptions.every(
        (selected) => selected.name === option.name || optionValue(variant, selected.name) === selected.value,
      ),
    );
    const variant = exact ?? withValue.find((v) => v.availableForSale) ?? withValue[0] ?? null;
    return {
      value,
      variant,
      selected: optionValue(current, option.name) === value,
      exact: exact !== undefined,
    };
  });
}
