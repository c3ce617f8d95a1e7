import { describe, expect, it } from 'vitest';
import { deferAppScripts } from './deferred-app-scripts.server.ts';

const head = (nonce = '') =>
  `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/entry.client-2.js"${nonce}/><link rel="icon" href="/assets/logo.svg"/>` +
  '<style>a{color:red}</style></head>';
const body = (nonce = '') =>
  `<body><p>Kaffee</p><script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script${nonce} type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>`;

describe('deferAppScripts', () => {
  it('drops the modulepreload links and makes the module script inert, nothing else', () => {
    const out = deferAppScripts(Buffer.from(head() + body())).toString();
    expect(out).toBe(
      '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><link rel="icon" href="/assets/logo.svg"/>' +
        '<style>a{color:red}</style></head><body><p>Kaffee</p><script>window.__reactRouterContext = {};</script>' +
        '<script type="text/x-app-module" id="app-module" data-preload="/assets/manifest-1.js /assets/entry.client-2.js">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>',
    );
  });

  it('keeps the nonce of a page made for one visitor', () => {
    const nonce = ' nonce="abc=="';
    const out = deferAppScripts(Buffer.from(head(nonce) + body(nonce))).toString();
    expect(out).not.toContain('modulepreload');
    expect(out).toContain(
      '<script nonce="abc==" type="text/x-app-module" id="app-module" data-preload="/assets/manifest-1.js /assets/entry.client-2.js">import',
    );
  });

  it("leaves bytes without React Router's module script as they are", () => {
    const later = Buffer.from('<div>more cards</div><script>enqueue("x")</script>');
    expect(deferAppScripts(later)).toBe(later);
    const noScript = Buffer.from(`${head()}<body><p>Fehler</p></body></html>`);
    expect(deferAppScripts(noScript)).toBe(noScript);
  });

  it("does not touch a modulepreload written in the body (a later route's links after hydration are React's)", () => {
    const html = `${head()}<body><link rel="modulepreload" href="/assets/x.js"/>${body().slice(6)}`;
    const out = deferAppScripts(Buffer.from(html)).toString();
    expect(out).toContain('<body><link rel="modulepreload" href="/assets/x.js"/>');
  });
});
