import sanitize from 'sanitize-html';
import type { SafeHtml } from './safe-html.ts';

/**
 * The one HTML sanitiser of the storefront: every HTML string that comes from the catalogue (product
 * descriptions, content pages, articles) passes through here before it reaches `dangerouslySetInnerHTML`.
 * The catalogue is ours, but it is edited by people and imported from feeds — a stray `<script>`, an
 * `onerror=` or a `javascript:` link must never run on the shop's pages. Built on the maintained
 * `sanitize-html` package (allow-list parser), not on regular expressions.
 *
 * Server-only (`.server.ts`): the parser stays out of the browser bundle; loaders send the clean string.
 */

const nonTextTags = ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'];

/** Formatting a description or article may use; everything else is dropped, its text kept. */
const allowedTags = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'div',
];

const options: sanitize.IOptions = {
  allowedTags,
  // rel/target/loading/decoding are listed because the transforms below set them; the transforms
  // first drop whatever the input said for them, so they cannot be smuggled in.
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
  },
  // Relative links (our own pages) and these schemes only: no javascript:, data:, vbscript:.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // Script and style bodies are dropped whole, never turned into visible text.
  nonTextTags,
  transformTags: {
    // The page has its own h1 (its title); a heading inside the body becomes the next level down.
    h1: 'h2',
    a: (tagName, { rel: _rel, target: _target, ...attribs }) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      // Links away from the shop open in a new tab with no handle back to it and no referrer.
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      };
    },
    img: (tagName, { loading: _loading, decoding: _decoding, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', decoding: 'async' },
    }),
  },
};

/** Catalogue HTML made safe to render as-is (with `<HtmlContent>`). Missing input gives ''. */
export function sanitizeHtml(html: string | null | undefined): SafeHtml {
  if (!html) return '' as SafeHtml;
  // The one place a string becomes SafeHtml: it has just been through the sanitiser.
  return sanitize(html, options).trim() as SafeHtml;
}

/** The visible text of catalogue HTML (reading time, meta descriptions): all tags removed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Block ends become spaces so "</p><p>" does not glue two words together.
  const spaced = html.replace(/<\/(p|li|h[1-6]|div|td|th|dd|dt|blockquote|figcaption)>|<br\s*\/?>/gi, '$& ');
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags });
  // sanitize-html escapes the text it keeps; the callers want the plain text (React escapes it again).
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
