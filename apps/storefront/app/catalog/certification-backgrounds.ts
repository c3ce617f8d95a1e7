import type { CSSProperties } from 'react';
import { backgroundPicture } from './background-picture.ts';
import type { ProductCardProps } from './product-card.ts';

/** A badge's size on a card, in CSS pixels (CertificationList's default). */
export const cardCertificationSize = 28;

/**
 * The custom property that holds a certification's card-size badge picture inside a ProductGrid.
 * Characters a CSS name cannot hold are written as `_<hex>_`, and `_` itself so too, so two handles
 * never share a name.
 */
export function certificationVariable(handle: string): `--${string}` {
  return `--certification-${handle.replace(/[^a-zA-Z0-9-]/g, (c) => `_${(c.codePointAt(0) ?? 0).toString(16)}_`)}`;
}

/**
 * The grid's `style`: each certification its cards show, as a custom property with the badge's
 * picture. The cards' badges then name the property instead of repeating the picture's two addresses:
 * a collection of 250 cards carries about 200 badges of a handful of certifications, and their
 * addresses were 47 kB of its HTML, which the browser reads and Lighthouse weighs (decision 0094).
 */
export function certificationBackgrounds(products: readonly ProductCardProps[]): CSSProperties | undefined {
  const style: Record<string, string> = {};
  for (const product of products) {
    for (const certification of product.certifications) {
      if (certification.image) {
        style[certificationVariable(certification.handle)] ??= backgroundPicture(
          certification.image.url,
          cardCertificationSize,
        );
      }
    }
  }
  return Object.keys(style).length > 0 ? style : undefined;
}
