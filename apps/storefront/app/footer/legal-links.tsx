import { contentPagePath } from '../content/content-pages.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { SiteLink } from '../navigation/site-link.tsx';
import classes from './footer.module.css';
import { legalPages } from './footer-links.ts';
import { footerMessages, footerPageMessages } from './messages.ts';

/** Spec section 2: cookie preferences (reopens the consent banner) and the legal pages of the language. */
export function LegalLinks() {
  const t = useMessages(footerMessages);
  const titles = useMessages(footerPageMessages);
  const language = useLanguage();
  return (
    <nav aria-label={t('legal')}>
      <ul className={classes.legal}>
        <li>
          {/* The consent tool (consent/consent-launcher.tsx) opens its preferences on a click on this
              fragment; without scripts the link leads to the privacy page, which explains the cookies. */}
          <a href={`${contentPagePath('privacy', language.key)}#reopenBanner`}>{t('cookieSettings')}</a>
        </li>
        {legalPages.map((page) => (
          <li key={page}>
            <SiteLink to={contentPagePath(page, language.key)}>{titles(page)}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
