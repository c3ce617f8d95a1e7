import { expect, type Page } from '@playwright/test';
import { sanitizeHtml } from '../app/html/sanitize-html.server.ts';
import { test } from './visitor.ts';
import { xssPayloads } from './xss-corpus.ts';

/**
 * 120 script-injection payloads (xss-corpus.ts) through every way visitor- or editor-supplied text
 * reaches a page: the sanitiser that all catalogue HTML passes (product descriptions, content pages,
 * articles), rendered by Chromium; and search queries, through the real shop. Nothing may run.
 */
const counter =
  "Object.defineProperty(window,'__xssCalls',{value:{count:0}});Object.defineProperty(window,'__xss',{value:()=>window.__xssCalls.count++});";

async function watchForScripts(page: Page): Promise<() => Promise<number>> {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const calls = { count: 0 };
    Object.defineProperty(window, '__xssCalls', { value: calls });
    Object.defineProperty(window, '__xss', { value: () => (calls.count += 1) });
  });
  return async () =>
    dialogs +
    (await page.evaluate(() => (window as unknown as { __xssCalls: { count: number } }).__xssCalls.count));
}

test('catalogue HTML: none of 120 payloads runs after the sanitiser, in Chromium', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one browser run is enough for the sanitiser');
  const executed = await watchForScripts(page);
  const cleaned = xssPayloads.map(
    (payload, index) => `<div data-case="${index}">${sanitizeHtml(payload)}</div>`,
  );
  // As the server sends it (parsed as a document, where scripts would run) and as a client
  // navigation inserts it (innerHTML, where event handlers would run).
  await page.setContent(
    // setContent runs no init script: the document brings its own counter.
    `<!doctype html><html><head><script>${counter}</script></head><body><section id="xss-host">${cleaned.join('\n')}</section></body></html>`,
  );
  await page.evaluate((html) => {
    const host = document.createElement('section');
    host.innerHTML = html;
    document.body.append(host);
  }, cleaned.join('\n'));
  await page.waitForTimeout(500);
  expect(await executed()).toBe(0);
  // What the sanitiser let through, as the browser parsed it: no script, frame, plugin, event
  // handler or script URL at all.
  const dangerous = await page.evaluate(() =>
    [...document.querySelectorAll('section *')]
      .filter(
        (element) =>
          ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'FORM', 'STYLE'].includes(
            element.tagName,
          ) ||
          [...element.attributes].some(
            (attribute) =>
              attribute.name.startsWith('on') ||
              /^\s*(javascript|data|vbscript):/i.test(attribute.value.replace(/\s+/g, '')),
          ),
      )
      .map((element) => element.outerHTML),
  );
  expect(dangerous).toEqual([]);
});

test('search queries: none of 120 payloads runs on the results page', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'the server renders the same HTML for both widths');
  test.setTimeout(300_000);
  const executed = await watchForScripts(page);
  for (const payload of xssPayloads) {
    const response = await page.goto(`/de/search?q=${encodeURIComponent(payload)}`, {
      waitUntil: 'domcontentloaded',
    });
    expect(response?.status()).toBeLessThan(500);
  }
  await page.waitForTimeout(300);
  expect(await executed()).toBe(0);
});
