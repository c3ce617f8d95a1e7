import { routerDataAttribute } from './router-data.ts';

/**
 * React Router hands its loaders' data to the browser as inline scripts that feed a stream,
 * `window.__reactRouterContext.streamController.enqueue("…")`, and a last one that closes it. On a
 * collection page that is one script of 114 kB, which the browser compiles and runs while it parses
 * the page, in the same task, before any of our JavaScript is wanted; Lighthouse's simulation counts
 * that task ×4 against its blocking time (decision 0093).
 *
 * Here each such script becomes a data block, `<script type="application/json" data-router-data>`,
 * with the same JSON text (a JSON string: React Router escapes `<`, `>`, `&` and the line separators
 * in it, so it cannot end the element early), and the closing script a block holding `null`. The
 * browser skips data blocks; the app's entry hands their text to the stream just before it hydrates
 * (released-router-data.ts). The markers are React Router 8.4's output (pinned, DESIGN.md): bytes
 * without them pass unchanged, and their scripts run as before.
 *
 * A batch (entry.server.tsx) always holds whole elements, so a script is never split between two.
 */
const scriptStart = Buffer.from('<script');
const enqueueCall = Buffer.from('>window.__reactRouterContext.streamController.enqueue(');
const enqueueEnd = Buffer.from(');</script>');
const closeCall = Buffer.from('>window.__reactRouterContext.streamController.close();</script>');

const blockStart = Buffer.from(`<script type="application/json" ${routerDataAttribute}="">`);
const blockEnd = Buffer.from('</script>');
const endBlock = Buffer.concat([blockStart, Buffer.from('null'), blockEnd]);

/** The opening `<script` of the element whose `>` is at `tagEnd`, when only attributes lie between. */
function openingAt(html: Buffer, tagEnd: number, from: number): number {
  const start = html.lastIndexOf(scriptStart, tagEnd);
  if (start < from) return -1;
  // Only a nonce may stand there; a `>` in between would mean the call is not the script's text.
  return html.subarray(start, tagEnd).includes(0x3e) ? -1 : start;
}

export function holdRouterData(html: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(enqueueCall); at >= 0; at = html.indexOf(enqueueCall, at + 1)) {
    const start = openingAt(html, at, from);
    const end = html.indexOf(enqueueEnd, at);
    // Text of the page that reads like the call (no script opens right before it) stays text.
    if (start < 0 || end < 0) continue;
    pieces.push(
      html.subarray(from, start),
      blockStart,
      html.subarray(at + enqueueCall.length, end),
      blockEnd,
    );
    from = end + enqueueEnd.length;
  }
  const close = html.indexOf(closeCall, from);
  const closeStart = close < 0 ? -1 : openingAt(html, close, from);
  if (closeStart >= 0) {
    pieces.push(html.subarray(from, closeStart), endBlock);
    from = close + closeCall.length;
  }
  if (pieces.length === 0) return html;
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}
