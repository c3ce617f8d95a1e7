import { useEffect, useRef } from 'react';
import { startedByInteraction } from '../boot/started-by-interaction.ts';
import type { LanguageKey } from '../i18n/languages.ts';
import { whenIdle } from '../shell/when-idle.ts';
import type { ConsentSettings } from './consent-settings.ts';

type Runtime = typeof import('./consent-runtime.client.ts');

/** The first sign of a visitor (spec section 1); `focusin` because `focus` does not bubble. */
const firstInteractions = (): [Window | Document, string][] => [
  [document, 'focusin'],
  [document, 'mousemove'],
  [window, 'scroll'],
  [document, 'touchstart'],
];

/** The footer's link (spec section 2): `…#reopenBanner`, the privacy page where scripts do not run. */
const reopenLink = 'a[href$="#reopenBanner"]';

let runtime: Promise<Runtime> | undefined;

function loadRuntime(settings: ConsentSettings, language: LanguageKey): Promise<Runtime> {
  runtime ??= import('./consent-runtime.client.ts').then(async (module) => {
    await module.startConsent(settings, language);
    return module;
  });
  // A failed download is tried again on the next occasion (the footer link, the next page).
  runtime.catch(() => {
    runtime = undefined;
  });
  return runtime;
}

/**
 * Waits for the visitor's first interaction, then loads the consent tool and the tag manager by
 * dynamic import: none of their code is in the first load, and a page nobody touches loads none of it.
 * The app's scripts themselves start on the first interaction (decision 0097): then the tool loads once
 * the hydration is done, in a task of its own. Renders nothing; the pages' HTML is the same for every
 * visitor.
 */
export function ConsentLauncher({
  settings,
  language,
}: {
  settings: ConsentSettings;
  language: LanguageKey;
}) {
  const languageRef = useRef(language);
  languageRef.current = language;
  const { tagManagerUrl } = settings;

  useEffect(() => {
    const current = { tagManagerUrl };
    const load = () => loadRuntime(current, languageRef.current);
    const options = { passive: true, capture: true };
    const interactions = firstInteractions();
    const onFirst = () => {
      stopWaiting();
      void load();
    };
    const stopWaiting = () => {
      for (const [target, type] of interactions) target.removeEventListener(type, onFirst, options);
    };
    const reopen = () => {
      load()
        .then((module) => module.openPreferences())
        .catch(() => undefined);
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(reopenLink)) return;
      event.preventDefault();
      reopen();
    };
    const cancelIdle = startedByInteraction() ? whenIdle(onFirst) : undefined;
    if (!cancelIdle)
      for (const [target, type] of interactions) target.addEventListener(type, onFirst, options);
    document.addEventListener('click', onClick);
    // The footer link followed before the page's scripts ran, or from a page without them.
    if (window.location.hash === '#reopenBanner') reopen();
    return () => {
      cancelIdle?.();
      stopWaiting();
      document.removeEventListener('click', onClick);
    };
  }, [tagManagerUrl]);

  useEffect(() => {
    void runtime?.then((module) => module.setConsentLanguage(language)).catch(() => undefined);
  }, [language]);

  return null;
}
