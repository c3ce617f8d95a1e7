import { useMessages } from '../i18n/define-messages.ts';
import { shellMessages } from './messages.ts';
import classes from './skip-links.module.css';

/** Ids of the shell's landmarks, shared by the skip links and their targets. */
export const landmarkIds = { navigation: 'navigation', content: 'main', footer: 'footer' } as const;

/** Spec section 2: the first focusable elements of every page, hidden until focused. */
export function SkipLinks() {
  const t = useMessages(shellMessages);
  return (
    <div className={classes.skipLinks}>
      <a href={`#${landmarkIds.navigation}`}>{t('skipToNavigation')}</a>
      <a href={`#${landmarkIds.content}`}>{t('skipToContent')}</a>
      <a href={`#${landmarkIds.footer}`}>{t('skipToFooter')}</a>
    </div>
  );
}
