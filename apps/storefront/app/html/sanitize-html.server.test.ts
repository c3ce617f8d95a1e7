import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize-html.server.ts';

describe('sanitizeHtml (catalogue HTML before it is rendered)', () => {
  it('keeps the formatting of a description', () => {
    const html =
      '<h2>Röstung</h2><p>Ein <strong>kräftiger</strong> Espresso.<br />Mit Crema.</p><ul><li>Bohne</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and styles entirely', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Text</p><script>alert(1)</script><style>body{}</style><img src="https://x.test/a.png" onerror="alert(1)" alt="A">',
    );
    expect(out).not.toMatch(/script|alert|onclick|onerror|style|body\{\}/);
    expect(out).toContain('<p>Text</p>');
    expect(out).toContain('<img src="https://x.test/a.png" alt="A" loading="lazy" decoding="async" />');
  });

  it('drops javascript:, data: and protocol-relative links but keeps our own and mail links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.test/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/de/e/versand">Versand</a>')).toBe('<a href="/de/e/versand">Versand</a>');
    expect(sanitizeHtml('<a href="mailto:info@example.com">Mail</a>')).toBe(
      '<a href="mailto:info@example.com">Mail</a>',
    );
  });

  it('opens external links without a handle back to the shop, whatever the input said', () => {
    expect(sanitizeHtml('<a href="https://example.com" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="/de" rel="opener" target="_top">x</a>')).toBe('<a href="/de">x</a>');
  });

  it('turns a body h1 into h2 (the page title is the h1) and drops iframes and unknown tags', () => {
    expect(sanitizeHtml('<h1>Titel</h1><iframe src="https://x.test"></iframe><blink>Hallo</blink>')).toBe(
      '<h2>Titel</h2>Hallo',
    );
  });

  it('answers an empty string for missing input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('htmlToText', () => {
  it('gives the visible words, separated at block ends, with entities decoded', () => {
    expect(htmlToText('<p>Kaffee&nbsp;&amp; Tee</p><p>Zweiter<br>Satz</p><script>x()</script>')).toBe(
      'Kaffee & Tee Zweiter Satz',
    );
  });
});
