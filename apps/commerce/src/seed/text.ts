import type { Lang, Localized } from './catalog-types.ts';

export const LANGS: readonly Lang[] = ['de', 'en', 'da'];

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  ø: 'oe',
  å: 'aa',
  é: 'e',
  è: 'e',
  ê: 'e',
  á: 'a',
  à: 'a',
  â: 'a',
  í: 'i',
  ó: 'o',
  ô: 'o',
  ú: 'u',
  ñ: 'n',
  ç: 'c',
  '&': ' und ',
};
const TRANSLITERATE = /[äöüßæøåéèêáàâíóôúñç&]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matches everything outside ASCII
const NON_ASCII = /[^\u0000-\u007f]/;

/** ASCII slug: lower case, umlauts transliterated, words joined by `-`. */
export function slugify(text: string): string {
  let out = text.toLowerCase().replace(TRANSLITERATE, (ch) => TRANSLITERATION[ch] ?? ch);
  if (NON_ASCII.test(out)) out = out.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return out.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

const slugCache = new Map<string, string>();

/** `slugify` memoised: for the recurring parts of titles (brand, origin, roast names). */
export function memoSlug(text: string): string {
  let slug = slugCache.get(text);
  if (slug === undefined) {
    slug = slugify(text);
    if (slugCache.size < 50_000) slugCache.set(text, slug);
  }
  return slug;
}

/** Slug of a title given as its parts, e.g. `['Bergwerk Rösterei', 'Sidamo', 'Filterröstung']`. */
export function slugOfParts(parts: readonly string[]): string {
  let out = '';
  for (const part of parts) {
    const slug = memoSlug(part);
    if (slug) out = out ? `${out}-${slug}` : slug;
  }
  return out;
}

const wordSlugs = new Map<string, string>();

/** Same result as `slugify`, faster for titles made of recurring words (memoised per word). */
export function slugifyWords(text: string): string {
  let out = '';
  for (const word of text.split(' ')) {
    let slug = wordSlugs.get(word);
    if (slug === undefined) {
      slug = slugify(word);
      if (wordSlugs.size < 100_000) wordSlugs.set(word, slug);
    }
    if (slug) out = out ? `${out}-${slug}` : slug;
  }
  return out;
}

export function localized<T>(make: (lang: Lang) => T): Localized<T> {
  return { de: make('de'), en: make('en'), da: make('da') };
}

export function same(text: string): Localized {
  return { de: text, en: text, da: text };
}

/** Formats cents as a localized euro amount without the currency sign, e.g. `12,90` / `12.90`. */
export function euros(cents: number, lang: Lang): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return lang === 'en' ? `${whole}.${rest}` : `${whole},${rest}`;
}

/** Plain text without tags, for descriptions derived from HTML. */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}

/** Cuts text to at most `max` characters at a word boundary. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 40 ? space : cut.length)}…`;
}
