import { useMessages } from '../i18n/define-messages.ts';
import { SiteLink } from '../navigation/site-link.tsx';
import { shellMessages } from './messages.ts';
import type { UspEntry } from './site-content.ts';
import classes from './usp-bar.module.css';

type Props = { entries: UspEntry[]; backgroundColor: string | null };

/** Spec section 2: the selling points of the language, each optionally a link. */
export function UspBar({ entries, backgroundColor }: Props) {
  const t = useMessages(shellMessages);
  if (entries.length === 0) return null;
  return (
    <section
      className={classes.bar}
      aria-label={t('sellingPoints')}
      style={backgroundColor ? { backgroundColor } : undefined}
    >
      <ul className={classes.list}>
        {entries.map((entry) => (
          <li key={entry.title} className={classes.entry}>
            <svg className={classes.check} viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {entry.href ? <SiteLink to={entry.href}>{entry.title}</SiteLink> : entry.title}
          </li>
        ))}
      </ul>
    </section>
  );
}
