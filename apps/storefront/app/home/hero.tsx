import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { shopFactValues } from '../i18n/shop-fact-values.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './home.module.css';
import { homeMessages } from './messages.ts';

type Props = { tagline: string | null; primaryHref: string | null; showBestsellers: boolean };

/**
 * The home page's opening: text on a drawn background, no image to wait for, so it paints with the HTML.
 * The tagline is the shop's description from the API. Its first link leads to the first entry of the API's main menu (coffee), the second to the bestsellers.
 */
export function Hero({ tagline, primaryHref, showBestsellers }: Props) {
  const t = useMessages(homeMessages);
  const language = useLanguage();
  return (
    <section className={classes.heroBand} aria-labelledby="home-title">
      <div className={classes.hero}>
        <div className={classes.heroText}>
          <p className={classes.eyebrow}>{tagline ?? t('heroEyebrow')}</p>
          <h1 id="home-title" className={classes.heroTitle}>
            {t('heroTitle')}
          </h1>
          <p className={classes.lead}>{t('heroText', shopFactValues(language.locale))}</p>
          <div className={classes.actions}>
            <Link to={primaryHref ?? `/${language.key}`} className={classes.primary}>
              {t('heroCta')}
            </Link>
            {showBestsellers && (
              <a href="#bestsellers" className={classes.secondary}>
                {t('bestsellers')}
              </a>
            )}
          </div>
        </div>
        <svg className={classes.heroArt} viewBox="0 0 200 200" aria-hidden="true">
          <circle cx="100" cy="100" r="92" fill="#eadfd5" />
          <ellipse cx="100" cy="100" rx="52" ry="72" transform="rotate(30 100 100)" fill="#6b3b10" />
          <path
            d="M70 45c32 26 32 80 62 108"
            fill="none"
            stroke="#eadfd5"
            strokeWidth="9"
            strokeLinecap="round"
          />
        </svg>
      </div>
    </section>
  );
}
