/**
 * Runs `task` in a task of its own once the browser is idle, at the latest after `timeoutMs`; returns
 * a function that cancels it. For work a page's first commit need not do (requests for live data):
 * run from an effect, it would join the hydration's commit in one long main-thread task, which is
 * what Lighthouse's total blocking time counts (issue 19, decision 0075). Where the browser has no
 * `requestIdleCallback` (Safari), a timer stands in.
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}
