import { contentPagePath } from '../content/content-pages.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { SiteLink } from '../navigation/site-link.tsx';
import { faqUrl } from '../seo/organisation.ts';
import classes from './footer.module.css';
import { aboutPages, type FooterPage, questionPages } from './footer-links.ts';
import { footerMessages, footerPageMessages } from './messages.ts';

function PageLinks({ pages }: { pages: FooterPage[] }) {
  const titles = useMessages(footerPageMessages);
  const language = useLanguage();
  return pages.map((page) => (
    <li key={page}>
      <SiteLink to={contentPagePath(page, language.key)}>{titles(page)}</SiteLink>
    </li>
  ));
}

/** Spec section 2: the two link columns, questions (with the separate FAQ site) and about the shop. */
export function FooterColumns({ shopName }: { shopName: string }) {
  const t = useMessages(footerMessages);
  return (
    <>
      <nav className={classes.column} aria-labelledby="footer-questions">
        <p id="footer-questions" className={classes.heading}>
          {t('questions')}
        </p>
        <ul className={classes.links}>
          <li>
            <a href={faqUrl}>{t('faq')}</a>
          </li>
          <PageLinks pages={questionPages} />
        </ul>
      </nav>
      <nav className={classes.column} aria-labelledby="footer-about">
        <p id="footer-about" className={classes.heading}>
          {t('aboutShop', { shop: shopName })}
        </p>
        <ul className={classes.links}>
          <PageLinks pages={aboutPages} />
        </ul>
      </nav>
    </>
  );
}
