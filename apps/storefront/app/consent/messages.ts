import { defineMessages } from '../i18n/define-messages.ts';

/**
 * The consent banner and preferences. `{privacy}` becomes a link to the privacy page of the language;
 * the library inserts these texts as HTML, so they hold no visitor input.
 */
export const consentMessages = defineMessages({
  de: {
    bannerLabel: 'Cookie-Einwilligung',
    bannerTitle: 'Cookies und Datenschutz',
    bannerText:
      'Wir verwenden notwendige Cookies, damit unser Shop funktioniert. Mit Ihrer Einwilligung nutzen wir zusätzlich Statistik- und Marketing-Cookies, um den Shop zu verbessern und Ihnen passende Angebote zu zeigen. Ihre Einwilligung ist freiwillig; Sie können sie jederzeit unter „Cookie-Einstellungen“ am Seitenende ändern oder widerrufen.',
    acceptAll: 'Alle akzeptieren',
    acceptNecessary: 'Nur notwendige',
    showPreferences: 'Einstellungen anpassen',
    privacy: 'Datenschutzerklärung',
    preferencesTitle: 'Cookie-Einstellungen',
    savePreferences: 'Auswahl speichern',
    close: 'Schließen',
    introTitle: 'Ihre Auswahl',
    introText:
      'Hier legen Sie fest, welche Cookies und ähnlichen Techniken wir verwenden dürfen. Notwendige Cookies sind immer aktiv.',
    necessaryTitle: 'Notwendige Cookies',
    necessaryText:
      'Für Warenkorb, Sprache, Sicherheit und das Speichern dieser Auswahl erforderlich. Sie lassen sich nicht abschalten.',
    analyticsTitle: 'Statistik',
    analyticsText:
      'Zeigen uns, wie Besucher den Shop nutzen, zum Beispiel welche Seiten oft aufgerufen werden, damit wir ihn verbessern können.',
    marketingTitle: 'Marketing',
    marketingText:
      'Erlauben uns und unseren Werbepartnern, Ihnen Werbung zu zeigen, die zu Ihren Interessen passt, und ihren Erfolg zu messen.',
    moreTitle: 'Weitere Informationen',
    moreText: 'Einzelheiten, auch zur Speicherdauer und zu Ihren Rechten, finden Sie in unserer {privacy}.',
  },
  en: {
    bannerLabel: 'Cookie consent',
    bannerTitle: 'Cookies and privacy',
    bannerText:
      'We use necessary cookies to make our shop work. With your consent we also use statistics and marketing cookies to improve the shop and to show you offers that suit you. Your consent is voluntary; you can change or withdraw it at any time under “Cookie settings” at the bottom of the page.',
    acceptAll: 'Accept all',
    acceptNecessary: 'Necessary only',
    showPreferences: 'Customise settings',
    privacy: 'privacy policy',
    preferencesTitle: 'Cookie settings',
    savePreferences: 'Save selection',
    close: 'Close',
    introTitle: 'Your choice',
    introText:
      'Here you decide which cookies and similar technologies we may use. Necessary cookies are always active.',
    necessaryTitle: 'Necessary cookies',
    necessaryText:
      'Required for the cart, the language, security and for remembering this choice. They cannot be switched off.',
    analyticsTitle: 'Statistics',
    analyticsText:
      'Show us how visitors use the shop, for example which pages are visited often, so that we can improve it.',
    marketingTitle: 'Marketing',
    marketingText:
      'Allow us and our advertising partners to show you advertising that matches your interests and to measure its success.',
    moreTitle: 'More information',
    moreText: 'For details, including how long data is kept and your rights, please see our {privacy}.',
  },
  da: {
    bannerLabel: 'Samtykke til cookies',
    bannerTitle: 'Cookies og privatliv',
    bannerText:
      'Vi bruger nødvendige cookies, så vores shop fungerer. Med dit samtykke bruger vi også statistik- og marketingcookies til at forbedre shoppen og vise dig relevante tilbud. Dit samtykke er frivilligt; du kan til enhver tid ændre eller trække det tilbage under „Cookie-indstillinger“ nederst på siden.',
    acceptAll: 'Accepter alle',
    acceptNecessary: 'Kun nødvendige',
    showPreferences: 'Tilpas indstillinger',
    privacy: 'privatlivspolitik',
    preferencesTitle: 'Cookie-indstillinger',
    savePreferences: 'Gem valg',
    close: 'Luk',
    introTitle: 'Dit valg',
    introText:
      'Her bestemmer du, hvilke cookies og lignende teknologier vi må bruge. Nødvendige cookies er altid aktive.',
    necessaryTitle: 'Nødvendige cookies',
    necessaryText:
      'Kræves til kurven, sproget, sikkerheden og til at huske dette valg. De kan ikke slås fra.',
    analyticsTitle: 'Statistik',
    analyticsText:
      'Viser os, hvordan besøgende bruger shoppen, for eksempel hvilke sider der ofte besøges, så vi kan forbedre den.',
    marketingTitle: 'Marketing',
    marketingText:
      'Giver os og vores annoncepartnere mulighed for at vise dig annoncer, der passer til dine interesser, og måle deres effekt.',
    moreTitle: 'Flere oplysninger',
    moreText: 'Du finder detaljer, også om opbevaringsperiode og dine rettigheder, i vores {privacy}.',
  },
});
