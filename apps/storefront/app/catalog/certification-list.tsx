import { type CSSProperties, createContext, useContext } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import { backgroundPicture } from './background-picture.ts';
import classes from './catalog.module.css';
import { cardCertificationSize, certificationVariable } from './certification-backgrounds.ts';
import { catalogMessages } from './messages.ts';
import type { CertificationProps } from './product-card.ts';

/** True inside a ProductGrid, whose element defines the badges' pictures (certification-backgrounds.ts). */
export const GridCertificationBackgrounds = createContext(false);

const badgeSize = (size: number): CSSProperties & Record<'--certification-size', string> => ({
  '--certification-size': `${size}px`,
});

/**
 * Certification badges (organic, fair trade …), each an image named by the certification
 * (background-picture.ts: a background, not an `<img>`); a name without badge as text. The badge's
 * size in CSS pixels is `size`, set on the list as `--certification-size`; cards use the default.
 */
export function CertificationList({
  certifications,
  size = cardCertificationSize,
}: {
  certifications: CertificationProps[];
  size?: number;
}) {
  const t = useMessages(catalogMessages);
  const fromGrid = useContext(GridCertificationBackgrounds) && size === cardCertificationSize;
  if (certifications.length === 0) return null;
  return (
    <ul
      className={classes.certifications}
      aria-label={t('certifications')}
      style={size === cardCertificationSize ? undefined : badgeSize(size)}
    >
      {certifications.map((certification) => (
        <li key={certification.handle} title={certification.label}>
          {certification.image ? (
            <span
              role="img"
              aria-label={certification.label}
              className={classes.certificationIcon}
              style={{
                backgroundImage: fromGrid
                  ? `var(${certificationVariable(certification.handle)})`
                  : backgroundPicture(certification.image.url, size),
              }}
            />
          ) : (
            <span className={classes.certificationText}>{certification.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
