import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import { contentPagePath } from '../content/content-pages.ts';
import { translate } from '../i18n/define-messages.ts';
import { type LanguageKey, languageKeys } from '../i18n/languages.ts';
import { loadLanguageMessages } from '../i18n/message-registry.ts';
import { ensureConsentDefaults, pushConsentUpdate } from './consent-mode.ts';
import type { ConsentSettings } from './consent-settings.ts';
import { consentMessages } from './messages.ts';
import { recordConsent } from './record-consent.ts';

/**
 * Everything of consent and analytics that the browser runs, loaded by dynamic import only after the
 * visitor's first focus, mouse move, scroll or touch (spec section 1), so none of it is in the first
 * load. The choice lives in the visitor's browser (`cc_cookie`); the server's pages stay the same for all.
 */

function translation(language: LanguageKey): CookieConsent.Translation {
  const t = translate(consentMessages, language);
  const privacyLink = `<a href="${contentPagePath('privacy', language)}">${t('privacy')}</a>`;
  return {
    consentModal: {
      label: t('bannerLabel'),
      title: t('bannerTitle'),
      description: t('bannerText'),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('acceptNecessary'),
      showPreferencesBtn: t('showPreferences'),
      footer: privacyLink,
    },
    preferencesModal: {
      title: t('preferencesTitle'),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('acceptNecessary'),
      savePreferencesBtn: t('savePreferences'),
      closeIconLabel: t('close'),
      sections: [
        { title: t('introTitle'), description: t('introText') },
        { title: t('necessaryTitle'), description: t('necessaryText'), linkedCategory: 'necessary' },
        { title: t('analyticsTitle'), description: t('analyticsText'), linkedCategory: 'analytics' },
        { title: t('marketingTitle'), description: t('marketingText'), linkedCategory: 'marketing' },
        { title: t('moreTitle'), description: t('moreText', { privacy: privacyLink }) },
      ],
    },
  };
}

async function start(settings: ConsentSettings, language: LanguageKey): Promise<void> {
  // Consent Mode's defaults must be in the data layer before the tag manager reads it (and are, when
  // an analytics event came first: analytics/data-layer.ts).
  ensureConsentDefaults();
  await CookieConsent.run({
    mode: 'opt-in',
    // Bots do not move a mouse, so they never get here; the library's own check would also hide the
    // banner from automated browsers that do.
    hideFromBots: false,
    manageScriptTags: false,
    cookie: { name: 'cc_cookie', sameSite: 'Lax', expiresAfterDays: 182 },
    guiOptions: {
      // Rejecting is as easy and as prominent as accepting (German supervisory authorities' guidance).
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
      marketing: { autoClear: { cookies: [{ name: /^_gcl/ }, { name: '_fbp' }] } },
    },
    language: {
      default: language,
      // A page holds only its own language's texts (i18n/message-registry.ts): others load when asked for.
      translations: Object.fromEntries(
        languageKeys.map((key) => [
          key,
          async () => {
            await loadLanguageMessages(key);
            return translation(key);
          },
        ]),
      ),
    },
    // On every page load with a stored choice, and on the first choice.
    onConsent: ({ cookie }) => pushConsentUpdate(cookie.categories),
    onFirstConsent: ({ cookie }) => recordConsent(cookie, 'first'),
    onChange: ({ cookie }) => {
      pushConsentUpdate(cookie.categories);
      recordConsent(cookie, 'change');
    },
  });
  if (settings.tagManagerUrl) {
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    await CookieConsent.loadScript(settings.tagManagerUrl, { 'data-tag-manager': '' });
  }
}

let started: Promise<void> | undefined;

/** Runs once per page load; later calls wait for the first. */
export function startConsent(settings: ConsentSettings, language: LanguageKey): Promise<void> {
  started ??= start(settings, language);
  return started;
}

/** The footer's "Cookie-Einstellungen". */
export function openPreferences(): void {
  CookieConsent.showPreferences();
}

/** After a client-side switch of the page language. */
export function setConsentLanguage(language: LanguageKey): void {
  void CookieConsent.setLanguage(language, true);
}
