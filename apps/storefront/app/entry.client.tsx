import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { resolveLanguage } from './i18n/languages.ts';
import { loadLanguageMessages } from './i18n/message-registry.ts';
import { holdEarlyClicks } from './shell/early-clicks.ts';
import { forgetInlinedStylesheets } from './shell/inlined-css.ts';
import { warmUpIntl } from './shell/warm-up-intl.ts';

/**
 * React Router's default browser entry, hydrating only after the `load` event: the server's HTML is
 * complete and works without JavaScript (forms post, links navigate), so hydration need not race the
 * first paint (DESIGN.md: +1 Lighthouse point, LCP 1.25 → 1.1 s). A visitor who presses, types or
 * focuses something before that starts it at once. A click on a JavaScript-only button before the
 * hydration has committed would be lost; it is held and repeated then (shell/early-clicks.ts).
 *
 * The page language's texts (only that language is in the bundle, i18n/message-registry.ts) are fetched
 * from the start, so they are there when hydration starts; the stylesheets the server inlined are struck
 * from the browser's route manifest, so they are not fetched again.
 */
const language = resolveLanguage(document.documentElement.lang);
const messages = loadLanguageMessages(language.key);
const earlyClicks = holdEarlyClicks();

/**
 * Its layout effect runs when the hydration commits. It wraps the router rather than sitting beside it:
 * a sibling would change the tree's shape and with it every `useId` (labels would lose their fields).
 */
function Hydrated({ then, children }: { then: () => void; children: ReactNode }) {
  useLayoutEffect(() => then(), [then]);
  return children;
}

const earlyInteractions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
const listenerOptions = { capture: true, passive: true } as const;
let started = false;

function start() {
  if (started) return;
  started = true;
  window.removeEventListener('load', start);
  for (const type of earlyInteractions) document.removeEventListener(type, start, listenerOptions);
  // The locale's Intl data, then the hydration, each in tasks of their own (shell/warm-up-intl.ts).
  void messages.then(() => warmUpIntl(language.locale).catch(() => undefined)).then(hydrate);
}

function hydrate() {
  forgetInlinedStylesheets();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Hydrated then={earlyClicks.hydrated}>
          <HydratedRouter />
        </Hydrated>
      </StrictMode>,
    );
  });
}

if (document.readyState === 'complete') start();
else {
  window.addEventListener('load', start);
  for (const type of earlyInteractions) document.addEventListener(type, start, listenerOptions);
}
