import { Breadcrumbs } from '../content/breadcrumbs.tsx';
import contentClasses from '../content/content.module.css';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { PageTitle } from '../seo/page-title.tsx';
import { ArticleList } from './article-list.tsx';
import { articleIndexPath } from './article-paths.ts';
import type { ArticleSection } from './article-teaser.ts';
import classes from './articles.module.css';
import { articleMessages } from './messages.ts';

/** `/{lang}/a`: the article sections (knowledge, tutorials), each with its articles. */
export function ArticleIndexView({ sections }: { sections: ArticleSection[] }) {
  const t = useMessages(articleMessages);
  const language = useLanguage();
  return (
    <div className={contentClasses.wide}>
      <PageTitle title={t('indexTitle')} description={t('indexDescription')} />
      <Breadcrumbs crumbs={[{ name: t('advice'), path: articleIndexPath(language.key) }]} />
      <h1 className={contentClasses.title}>{t('indexTitle')}</h1>
      <p className={classes.lead}>{t('indexIntro')}</p>
      {sections.map((section) => (
        <section
          key={section.handle}
          id={section.handle}
          aria-labelledby={`section-${section.handle}`}
          className={classes.section}
          data-testid="article-section"
        >
          <h2 id={`section-${section.handle}`} className={classes.sectionHeading}>
            {section.title}
          </h2>
          <ArticleList articles={section.articles} />
        </section>
      ))}
    </div>
  );
}
