import { useContext } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { bootHeldClickKey, deferredModuleId } from './boot-protocol.ts';

/**
 * Starts the app's JavaScript that the server held back (deferred-app-scripts.server.ts) on the
 * visitor's first interaction: a touch, press, key, focus, mouse move, wheel or scroll, the same
 * moments at which the spec loads the consent and analytics scripts (section 1). Until then the page is
 * the server's HTML, which works without JavaScript, and the browser runs none of the app (decision
 * 0097: at `load`, its evaluation and hydration were what held Lighthouse below 98). It copies React
 * Router's inert module script into a live one (with its nonce: the page's CSP allows the copy by
 * nonce or, on cached pages, by the hash of the same text). Without the held script (a page rendered
 * another way) it does nothing.
 *
 * It sits in the head, so it also holds the last click on a JavaScript-only button (`type="button"`
 * without a popover the browser opens by itself) made before the app's scripts run, however early,
 * and hands it to shell/early-clicks.ts, which clicks it again once the page is hydrated (decision
 * 0070 left such clicks lost).
 *
 * Written as plain script text because it runs before any module: about 1 kB inline.
 */
const bootSource = `(() => {
  const events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  const options = { capture: true, passive: true };
  let started = false;
  let held;
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && !button.matches('[popovertarget], [commandfor]')) held = button;
  };
  document.addEventListener('click', hold, options);
  window.${bootHeldClickKey} = () => {
    document.removeEventListener('click', hold, options);
    const button = held;
    held = undefined;
    return button;
  };
  const run = () => {
    const inert = document.getElementById('${deferredModuleId}');
    if (!(inert instanceof HTMLScriptElement)) return;
    // The preloads the server took out of the head, so the entry loads beside the route modules.
    // The module script follows in a task of its own: the five or so preloads alone took 2-9 ms at
    // \`load\` on the test machine, which Lighthouse's phone, four times slower, counts as one task
    // with the script's start (decision 0094).
    for (const href of (inert.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
      link.remove();
    }
    setTimeout(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = inert.nonce;
      script.textContent = inert.textContent;
      // A prepared script runs even when taken out again; the DOM React hydrates stays as rendered.
      document.head.append(script);
      script.remove();
    });
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of events) document.removeEventListener(type, start, options);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  };
  for (const type of events) document.addEventListener(type, start, options);
})();`;

/** The boot script, early in the head. */
export function AppBootScript() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <script
      nonce={nonce}
      // The browser hides the nonce after parsing; the text is the same on both sides.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script text
      dangerouslySetInnerHTML={{ __html: bootSource }}
    />
  );
}
