import { ArticleList } from '../articles/article-list.tsx';
import { articleIndexPath } from '../articles/article-paths.ts';
import type { ArticleTeaser } from '../articles/article-teaser.ts';
import { HtmlContent } from '../html/html-content.tsx';
import type { SafeHtml } from '../html/safe-html.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { PageTitle } from '../seo/page-title.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import classes from './content.module.css';
import { type ContentPage, contentPagePath } from './content-pages.ts';
import { formatDate } from './format-date.ts';
import { contentMessages } from './messages.ts';

export type ContentPageData = {
  key: ContentPage;
  title: string;
  html: SafeHtml;
  description: string;
  updatedAt: string;
};

/** `/{lang}/e/{slug}`: a content page of spec section 2; the coffee hub also leads on to the articles. */
export function ContentPageView({ page, articles }: { page: ContentPageData; articles: ArticleTeaser[] }) {
  const t = useMessages(contentMessages);
  const language = useLanguage();
  return (
    <div
      className={articles.length > 0 ? classes.wide : classes.page}
      data-testid="content-page"
      data-page={page.key}
    >
      <PageTitle title={page.title} description={page.description} />
      <Breadcrumbs crumbs={[{ name: page.title, path: contentPagePath(page.key, language.key) }]} />
      <article className={classes.body}>
        <h1 className={classes.title}>{page.title}</h1>
        <HtmlContent className={classes.prose} html={page.html} />
        <p className={classes.meta}>{t('updated', { date: formatDate(page.updatedAt, language.locale) })}</p>
      </article>
      {articles.length > 0 ? (
        <section aria-labelledby="content-articles" className={classes.section}>
          <h2 id="content-articles" className={classes.sectionHeading}>
            {t('articlesHeading')}
          </h2>
          <ArticleList articles={articles} />
          <a href={articleIndexPath(language.key)} className={classes.moreLink}>
            {t('allArticles')}
          </a>
        </section>
      ) : null}
    </div>
  );
}
