import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { releaseRouterData } from './boot/released-router-data.ts';
import { resolveLanguage } from './i18n/languages.ts';
import { loadLanguageMessages } from './i18n/message-registry.ts';
import { holdEarlyClicks } from './shell/early-clicks.ts';
import { forgetInlinedStylesheets } from './shell/inlined-css.ts';

/**
 * React Router's default browser entry. It runs only on the visitor's first touch, press, key, focus,
 * mouse move, wheel or scroll (boot/app-boot-script.tsx starts the app's scripts then, decision 0097):
 * the server's HTML is complete and works without JavaScript (forms post, links navigate), so neither
 * the scripts nor the hydration race the first paint (DESIGN.md: Lighthouse 100, LCP 1.25 → 1.1 s), and
 * a visitor who only looks costs the phone no script at all. A click on a
 * JavaScript-only button before the hydration has committed would be lost; it is held and repeated
 * then (shell/early-clicks.ts, which takes over the clicks the boot script held).
 *
 * The page language's texts (only that language is in the bundle, i18n/message-registry.ts) are fetched
 * first; the stylesheets the server inlined are struck from the browser's route manifest, so they are
 * not fetched again, and the loaders' data, which the page holds as inert blocks
 * (boot/held-router-data.server.ts), goes to React Router's stream.
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

/**
 * The page language's texts, then the hydration. Prices and dates are formatted without `Intl` in the
 * shop's locales (i18n/decimal-format.ts, i18n/long-date.ts), so no locale data loads in between.
 */
function start() {
  void messages.then(hydrate);
}

function hydrate() {
  forgetInlinedStylesheets();
  releaseRouterData();
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

start();
