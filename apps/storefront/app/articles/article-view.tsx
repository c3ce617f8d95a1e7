import { imageSources } from '../catalog/image-sources.ts';
import type { ProductCardProps } from '../catalog/product-card.ts';
import { Breadcrumbs } from '../content/breadcrumbs.tsx';
import contentClasses from '../content/content.module.css';
import { formatDate } from '../content/format-date.ts';
import { HtmlContent } from '../html/html-content.tsx';
import type { SafeHtml } from '../html/safe-html.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { absoluteUrl, JsonLd } from '../seo/json-ld.tsx';
import logoUrl from '../seo/logo.svg?no-inline';
import { PageTitle } from '../seo/page-title.tsx';
import { useSite } from '../seo/use-site.ts';
import { ArticleList } from './article-list.tsx';
import { articleIndexPath, articlePath } from './article-paths.ts';
import type { ArticleTeaser } from './article-teaser.ts';
import classes from './articles.module.css';
import { articleMessages } from './messages.ts';
import { RelatedProducts } from './related-products.tsx';

export type ArticlePageData = ArticleTeaser & {
  html: SafeHtml;
  description: string;
  readingMinutes: number;
  section: { handle: string; title: string };
};

type Props = { article: ArticlePageData; relatedProducts: ProductCardProps[]; moreArticles: ArticleTeaser[] };

/** The banner at the text column's width (48rem), 1600 × 600 in shape. */
const banner = { width: 768, height: 288 };

function ArticleJsonLd({ article }: { article: ArticlePageData }) {
  const language = useLanguage();
  const { origin, shopName } = useSite();
  const url = absoluteUrl(origin, articlePath(language.key, article.handle));
  const organisation = { '@type': 'Organization', name: shopName, logo: absoluteUrl(origin, logoUrl) };
  return (
    <JsonLd
      testId="article-json-ld"
      data={{
        '@type': 'Article',
        headline: article.title,
        description: article.description,
        ...(article.image ? { image: [absoluteUrl(origin, article.image.url)] } : {}),
        datePublished: article.publishedAt,
        inLanguage: language.locale,
        author: organisation,
        publisher: organisation,
        mainEntityOfPage: url,
        url,
        articleSection: article.section.title,
        timeRequired: `PT${article.readingMinutes}M`,
      }}
    />
  );
}

export function ArticleView({ article, relatedProducts, moreArticles }: Props) {
  const t = useMessages(articleMessages);
  const language = useLanguage();
  return (
    <div className={contentClasses.page}>
      <PageTitle title={article.title} description={article.description} />
      <ArticleJsonLd article={article} />
      <Breadcrumbs
        crumbs={[
          { name: t('advice'), path: articleIndexPath(language.key) },
          { name: article.title, path: articlePath(language.key, article.handle) },
        ]}
      />
      <article>
        <h1 className={contentClasses.title}>{article.title}</h1>
        <p className={contentClasses.meta} data-testid="article-meta">
          {article.section.title} ·{' '}
          <time dateTime={article.publishedAt}>
            {t('published', { date: formatDate(article.publishedAt, language.locale) })}
          </time>{' '}
          · <span data-testid="reading-time">{t('readingTime', { minutes: article.readingMinutes })}</span>
        </p>
        {article.image ? (
          <img
            {...imageSources(article.image.url, banner.width, banner.height)}
            alt=""
            width={banner.width}
            height={banner.height}
            fetchPriority="high"
            className={classes.banner}
          />
        ) : null}
        {article.excerpt ? <p className={classes.lead}>{article.excerpt}</p> : null}
        <HtmlContent className={contentClasses.prose} html={article.html} />
      </article>
      <RelatedProducts products={relatedProducts} />
      {moreArticles.length > 0 ? (
        <section aria-labelledby="article-more" className={contentClasses.section}>
          <h2 id="article-more" className={contentClasses.sectionHeading}>
            {t('moreArticles')}
          </h2>
          <ArticleList articles={moreArticles} />
          <a href={articleIndexPath(language.key)} className={contentClasses.moreLink}>
            {t('backToIndex')}
          </a>
        </section>
      ) : null}
    </div>
  );
}
