import { imageSources } from '../catalog/image-sources.ts';
import { formatDate } from '../content/format-date.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { SiteLink } from '../navigation/site-link.tsx';
import { KeptMarkup } from '../shell/kept-markup.tsx';
import { articlePath } from './article-paths.ts';
import type { ArticleTeaser } from './article-teaser.ts';
import classes from './articles.module.css';
import { articleMessages } from './messages.ts';

/** The banner's shape (1600 × 600) at a card's width. */
const image = { width: 384, height: 144 };

/**
 * Articles as cards: banner, title (the link), excerpt and date; the whole card is clickable. Nothing
 * in them needs React: the list keeps its server markup when the page hydrates (decision 0096).
 */
export function ArticleList({
  articles,
  headingLevel = 'h3',
}: {
  articles: ArticleTeaser[];
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useMessages(articleMessages);
  const language = useLanguage();
  const Heading = headingLevel;
  return (
    <KeptMarkup as="ul" className={classes.list} source={articles}>
      {articles.map((article) => (
        <li key={article.id}>
          <article className={classes.card}>
            {article.image ? (
              <img
                {...imageSources(article.image.url, image.width, image.height)}
                // The title names the article; the banner is decoration.
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className={classes.cardImage}
              />
            ) : null}
            <div className={classes.cardBody}>
              <Heading className={classes.cardTitle}>
                <SiteLink to={articlePath(language.key, article.handle)} className={classes.cardLink}>
                  {article.title}
                </SiteLink>
              </Heading>
              <p className={classes.excerpt}>{article.excerpt}</p>
              <p className={classes.cardMeta}>
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language.locale)}</time>
                <span aria-hidden="true" className={classes.readMore}>
                  {t('readArticle')} →
                </span>
              </p>
            </div>
          </article>
        </li>
      ))}
    </KeptMarkup>
  );
}
