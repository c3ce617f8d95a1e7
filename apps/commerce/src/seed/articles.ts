import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import { ARTICLES_DA } from './articles-da.ts';
import { ARTICLES_DE } from './articles-de.ts';
import { ARTICLES_EN } from './articles-en.ts';
import type { CatalogContext } from './catalog-context.ts';
import type { Article } from './catalog-types.ts';
import { localized } from './text.ts';

export const ARTICLE_KEYS = [
  'espresso-extraction',
  'grinder-choice',
  'descaling',
  'milk-frothing',
  'storing-beans',
  'filter-ratios',
  'water-quality',
  'cold-brew',
] as const;
export type ArticleKey = (typeof ARTICLE_KEYS)[number];

const TEXTS = { de: ARTICLES_DE, en: ARTICLES_EN, da: ARTICLES_DA };
const ARTICLE_MOTIFS: Pick<ArtworkSpec, 'motif' | 'shape'>[] = [
  { motif: 'machine', shape: 'portafilter' },
  { motif: 'grinder', shape: 'electric' },
  { motif: 'accessory', shape: 'cleaning' },
  { motif: 'accessory', shape: 'jug' },
  { motif: 'accessory', shape: 'canister' },
  { motif: 'accessory', shape: 'dripper' },
  { motif: 'accessory', shape: 'kettle' },
  { motif: 'cup', shape: 'glass' },
];
const COLORS = ['#6f4e37', '#37474f', '#0277bd', '#8d6e63', '#3e2723', '#5c8a8a', '#2e86ab', '#4e342e'];

/** Knowledge and tutorial articles at `/{lang}/a/{slug}`, each with a banner image. */
export function buildArticles(ctx: CatalogContext): Article[] {
  return ARTICLE_KEYS.map((key, i) => {
    const text = localized((lang) => {
      const t = TEXTS[lang][key];
      if (!t) throw new Error(`article ${key} missing in ${lang}`);
      return t;
    });
    const title = localized((lang) => text[lang].title);
    const id = i + 1;
    return {
      id,
      key,
      slug: localized((lang) => text[lang].slug),
      title,
      summary: localized((lang) => text[lang].summary),
      bodyHtml: localized((lang) => text[lang].body),
      imageId: ctx.addImage(
        `/images/articles/${id}.png`,
        title,
        {
          kind: 'collection',
          primary: COLORS[i % COLORS.length] as string,
          secondary: '#ffffff',
          accent: '#f0c987',
          label: '',
          pattern: i % 4,
          ...ARTICLE_MOTIFS[i % ARTICLE_MOTIFS.length],
        },
        1600,
        600,
      ),
      publishedAt: ctx.daysAgo(30 + i * 45),
    };
  });
}
