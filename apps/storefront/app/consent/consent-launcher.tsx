import { useEffect, useRef } from 'react';
import type { LanguageKey } from '../i18n/languages.ts';
import { whenIdle } from '../shell/when-idle.ts';
import type { ConsentSettings } from './consent-settings.ts';

type Runtime = typeof import('./consent-runtime.client.ts');

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
 * Loads the consent tool and the tag manager by dynamic import once the page has hydrated, in an idle
 * task of its own: none of their code is in the first load. The spec loads them after the visitor's
 * first focus, mouse move, scroll or touch (section 1); the app itself runs only after such a first
 * interaction (boot/app-boot-script.tsx, decision 0097), so a page nobody touches loads none of it.
 * Renders nothing; the pages' HTML is the same for every visitor.
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
    const cancelIdle = whenIdle(() => void load());
    document.addEventListener('click', onClick);
    // The footer link followed before the page's scripts ran, or from a page without them.
    if (window.location.hash === '#reopenBanner') reopen();
    return () => {
      cancelIdle();
      document.removeEventListener('click', onClick);
    };
  }, [tagManagerUrl]);

  useEffect(() => {
    void runtime?.then((module) => module.setConsentLanguage(language)).catch(() => undefined);
  }, [language]);

  return null;
}
