import { useMessages } from '../i18n/define-messages.ts';
import classes from './catalog.module.css';
import { imageSources } from './image-sources.ts';
import { catalogMessages } from './messages.ts';
import type { CertificationProps } from './product-card.ts';

/** A card's badge size, the list's default. */
export const cardCertificationSize = 28;

/** Certification badges (organic, fair trade …) with their names as alt text; a name without badge as text. */
export function CertificationList({
  certifications,
  size = cardCertificationSize,
}: {
  certifications: CertificationProps[];
  size?: number;
}) {
  const t = useMessages(catalogMessages);
  if (certifications.length === 0) return null;
  return (
    <ul className={classes.certifications} aria-label={t('certifications')}>
      {certifications.map((certification) => (
        <li key={certification.handle} title={certification.label}>
          {certification.image ? (
            <img
              {...imageSources(certification.image.url, size)}
              alt={certification.label}
              width={size}
              height={size}
              loading="lazy"
            />
          ) : (
            <span className={classes.certificationText}>{certification.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
