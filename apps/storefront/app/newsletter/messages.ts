import { defineMessages } from '../i18n/define-messages.ts';

export const newsletterMessages = defineMessages({
  de: {
    'newsletter.title': 'Newsletter abonnieren und {voucher} sparen',
    'newsletter.text':
      'Neue Röstungen, Angebote und Kaffeewissen direkt in Ihr Postfach. Als Dankeschön erhalten Sie einen {voucher} Gutschein ab {minimum} Bestellwert.',
    'newsletter.emailLabel': 'E-Mail-Adresse',
    'newsletter.emailPlaceholder': 'name@beispiel.de',
    'newsletter.privacyBefore': 'Ich habe die ',
    'newsletter.privacyLink': 'Datenschutzbestimmungen',
    'newsletter.privacyAfter':
      ' gelesen und bin mit der Verarbeitung meiner E-Mail-Adresse für den Newsletter einverstanden.',
    'newsletter.submit': 'Jetzt anmelden',
    'newsletter.invalidEmail': 'Bitte geben Sie eine gültige E-Mail Adresse ein.',
    'newsletter.privacyRequired': 'Bitte bestätigen Sie die Datenschutzbestimmungen.',
    'newsletter.alreadySubscribed':
      'Mit dieser E-Mail-Adresse haben Sie sich bereits für unseren Newsletter angemeldet.',
    'newsletter.failed':
      'Die Anmeldung hat gerade leider nicht geklappt. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
    'newsletter.failedTitle': 'Anmeldung nicht möglich',
    'newsletter.tooManySignUps':
      'Von Ihrem Anschluss kamen gerade sehr viele Anmeldungen. Bitte versuchen Sie es in einer Stunde noch einmal.',
    'newsletter.offline':
      'Der Shop ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es noch einmal.',
    'newsletter.successTitle': 'Fast geschafft – bitte prüfen Sie Ihr Postfach',
    'newsletter.success':
      'Wir haben Ihnen eine E-Mail geschickt. Bestätigen Sie Ihre Anmeldung über den Link darin, dann erhalten Sie Ihren {voucher} Gutschein – einlösbar ab {minimum} Bestellwert, einmal pro Kunde.',
    'newsletter.imageAlt': 'Eine Tasse frisch gebrühter Kaffee neben einem Briefumschlag',
    'newsletter.pageTitle': 'Newsletter',
  },
  en: {
    'newsletter.title': 'Subscribe to our newsletter and save {voucher}',
    'newsletter.text':
      'New roasts, offers and coffee know-how straight to your inbox. As a thank-you you get a {voucher} voucher on orders from {minimum}.',
    'newsletter.emailLabel': 'E-mail address',
    'newsletter.emailPlaceholder': 'name@example.com',
    'newsletter.privacyBefore': 'I have read the ',
    'newsletter.privacyLink': 'privacy policy',
    'newsletter.privacyAfter': ' and agree to my e-mail address being used for the newsletter.',
    'newsletter.submit': 'Subscribe now',
    'newsletter.invalidEmail': 'Please enter a valid e-mail address.',
    'newsletter.privacyRequired': 'Please accept the privacy policy.',
    'newsletter.alreadySubscribed': 'This e-mail address is already subscribed to our newsletter.',
    'newsletter.failed': 'Sorry, the sign-up did not work just now. Please try again in a few minutes.',
    'newsletter.failedTitle': 'Sign-up not possible',
    'newsletter.tooManySignUps':
      'Very many sign-ups have just come from your connection. Please try again in an hour.',
    'newsletter.offline':
      'The shop cannot be reached just now. Please check your internet connection and try again.',
    'newsletter.successTitle': 'Almost done – please check your inbox',
    'newsletter.success':
      'We have sent you an e-mail. Confirm your subscription with the link in it to receive your {voucher} voucher – valid on orders from {minimum}, once per customer.',
    'newsletter.imageAlt': 'A cup of freshly brewed coffee next to an envelope',
    'newsletter.pageTitle': 'Newsletter',
  },
  da: {
    'newsletter.title': 'Tilmeld dig nyhedsbrevet og spar {voucher}',
    'newsletter.text':
      'Nye ristninger, tilbud og kaffeviden direkte i din indbakke. Som tak får du en rabatkode på {voucher} ved køb fra {minimum}.',
    'newsletter.emailLabel': 'E-mailadresse',
    'newsletter.emailPlaceholder': 'navn@eksempel.dk',
    'newsletter.privacyBefore': 'Jeg har læst ',
    'newsletter.privacyLink': 'privatlivspolitikken',
    'newsletter.privacyAfter': ' og accepterer, at min e-mailadresse bruges til nyhedsbrevet.',
    'newsletter.submit': 'Tilmeld nu',
    'newsletter.invalidEmail': 'Indtast venligst en gyldig e-mailadresse.',
    'newsletter.privacyRequired': 'Bekræft venligst privatlivspolitikken.',
    'newsletter.alreadySubscribed': 'Denne e-mailadresse er allerede tilmeldt vores nyhedsbrev.',
    'newsletter.failed': 'Tilmeldingen lykkedes desværre ikke lige nu. Prøv igen om et par minutter.',
    'newsletter.failedTitle': 'Tilmeldingen kunne ikke gennemføres',
    'newsletter.tooManySignUps':
      'Der er netop kommet rigtig mange tilmeldinger fra din forbindelse. Prøv venligst igen om en time.',
    'newsletter.offline':
      'Butikken kan ikke nås lige nu. Tjek venligst din internetforbindelse, og prøv igen.',
    'newsletter.successTitle': 'Næsten færdig – tjek venligst din indbakke',
    'newsletter.success':
      'Vi har sendt dig en e-mail. Bekræft din tilmelding via linket i den, så får du din rabatkode på {voucher} – gælder ved køb fra {minimum}, én gang pr. kunde.',
    'newsletter.imageAlt': 'En kop nybrygget kaffe ved siden af en konvolut',
    'newsletter.pageTitle': 'Nyhedsbrev',
  },
});
