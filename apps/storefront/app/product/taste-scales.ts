import type { TasteFacetKey } from './product-view.ts';

/**
 * The seven taste facets of spec section 3 and the steps of each scale, weakest first, as the catalogue
 * stores them (metafield `taste.<facet>`, value the step's key). Their visible names are in messages.ts.
 */
export const tasteScales = {
  roast: ['light', 'medium-light', 'medium', 'medium-dark', 'dark'],
  body: ['light', 'medium', 'full'],
  caffeine: ['decaffeinated', 'regular', 'high-with-robusta-'],
  strength: ['mild', 'mild-to-medium', 'medium', 'strong', 'very-strong'],
  balance: ['bright', 'balanced', 'chocolatey'],
  fruit: ['none', 'subtle', 'noticeable', 'pronounced'],
  crema: ['little', 'medium', 'rich'],
} as const satisfies Record<TasteFacetKey, readonly string[]>;

export const tasteFacetKeys = Object.keys(tasteScales) as TasteFacetKey[];

/** Position (1-based) and length of a value on its facet's scale, or null for a value we do not know. */
export function scalePosition(facet: TasteFacetKey, value: string): { step: number; steps: number } | null {
  const scale: readonly string[] = tasteScales[facet];
  const index = scale.indexOf(value);
  return index === -1 ? null : { step: index + 1, steps: scale.length };
}
