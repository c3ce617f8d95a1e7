import { deferredModuleId, deferredModuleType } from './boot-protocol.ts';

/**
 * The app's JavaScript is not fetched while the page is painted (DESIGN.md, "Checked on this kind of
 * machine": the last step to Lighthouse 100, LCP 1.25 → 1.1 s). React Router's `<Scripts>` writes
 * modulepreload links (React hoists them into the head) and an inline module script whose `import`s
 * the browser fetches as soon as it parses them: 70 kB of scripts racing the document, the first
 * picture and the paint on a phone's network. Lighthouse's simulation counts every request that
 * started before the paint, so they decided FCP and LCP (measured, decision 0076).
 *
 * React Router has no option for this, so the shell's bytes are changed on their way out: the
 * modulepreload links are dropped (their paths go onto the script as `data-preload`) and the module
 * script gets an inert type. The boot script
 * (app-boot-script.ts) makes a live copy of it on the visitor's first interaction (decision 0097);
 * entry.client.tsx then hydrates at once.
 * Both markers are React Router 8.4's output (pinned, DESIGN.md); where they are missing the bytes
 * pass unchanged and the page loads its scripts as before. e2e/first-load.spec.ts fails if so.
 */

/** The module script's opening tag ends so; nothing else in a page can (quotes in text and JSON are escaped). */
const moduleScriptTag = Buffer.from(' type="module" async="">');

const preloadStart = Buffer.from('<link rel="modulepreload" ');
const tagEnd = Buffer.from('/>');
const headEnd = Buffer.from('</head>');
/** Built asset paths only: nothing to escape in an attribute. */
const preloadHref = /\shref="(\/[\w./-]+)"/;

/**
 * The shell's first bytes with the app's scripts held back, or the same buffer when they do not hold
 * React Router's script (a later batch, an error page rendered without it).
 */
export function deferAppScripts(html: Buffer): Buffer {
  const head = html.indexOf(headEnd);
  const script = html.indexOf(moduleScriptTag, head);
  if (head < 0 || script < 0) return html;
  const pieces: Buffer[] = [];
  const hrefs: string[] = [];
  let from = 0;
  for (let at = html.indexOf(preloadStart); at >= 0 && at < head; at = html.indexOf(preloadStart, from)) {
    const end = html.indexOf(tagEnd, at);
    if (end < 0 || end > head) break;
    const href = preloadHref.exec(html.subarray(at, end).toString('latin1'))?.[1];
    if (href) hrefs.push(href);
    pieces.push(html.subarray(from, at));
    from = end + tagEnd.length;
  }
  // The boot script preloads them when it starts, so the entry comes beside the route modules, not
  // after them (it is the last import of the module script).
  const preload = hrefs.length > 0 ? ` data-preload="${hrefs.join(' ')}"` : '';
  const tag = Buffer.from(` type="${deferredModuleType}" id="${deferredModuleId}"${preload}>`);
  pieces.push(html.subarray(from, script), tag, html.subarray(script + moduleScriptTag.length));
  return Buffer.concat(pieces);
}
