import { routerDataAttribute } from './router-data.ts';

declare global {
  interface Window {
    __reactRouterContext?: { streamController?: ReadableStreamDefaultController<string> };
  }
}

/** A block's text parsed: a chunk of the stream, or `null` for its end (zod stays out of the browser's bundle). */
function chunkOf(text: string): string | null {
  const value: unknown = JSON.parse(text);
  if (value === null || typeof value === 'string') return value;
  throw new Error(`a router data block holds ${typeof value}, not a chunk`);
}

/**
 * Hands the page's React Router data blocks (held-router-data.server.ts) to the stream React Router
 * decodes when it hydrates, in the page's order, and closes it after the last. The app's scripts
 * start after the document is parsed (boot/app-boot-script.tsx), so every block is there. A page
 * whose data came as scripts has no blocks: they fed the stream themselves.
 */
export function releaseRouterData(): void {
  const controller = window.__reactRouterContext?.streamController;
  if (!controller) return;
  for (const block of document.querySelectorAll(`script[${routerDataAttribute}]`)) {
    const chunk = chunkOf(block.textContent ?? '');
    if (chunk === null) controller.close();
    else controller.enqueue(chunk);
  }
}
