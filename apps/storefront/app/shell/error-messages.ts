import { defineMessages } from '../i18n/define-messages.ts';

/** Texts of the error page (503, 404 and anything else). */
export const errorMessages = defineMessages({
  de: {
    'unavailable.title': 'Der Shop ist gleich wieder für Sie da',
    'unavailable.text':
      'Unser Sortiment ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Augenblicken noch einmal.',
    'notFound.title': 'Seite nicht gefunden',
    'notFound.text': 'Die gesuchte Seite gibt es leider nicht (mehr).',
    'unknown.title': 'Ein Fehler ist aufgetreten',
    'unknown.text': 'Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.',
    backHome: 'Zur Startseite',
  },
  en: {
    'unavailable.title': 'The shop will be back in a moment',
    'unavailable.text': 'Our range cannot be reached right now. Please try again in a few moments.',
    'notFound.title': 'Page not found',
    'notFound.text': 'Sorry, the page you are looking for does not exist (any more).',
    'unknown.title': 'Something went wrong',
    'unknown.text': 'Please reload the page or try again later.',
    backHome: 'Back to the home page',
  },
  da: {
    'unavailable.title': 'Butikken er snart tilbage',
    'unavailable.text': 'Vores sortiment kan ikke nås lige nu. Prøv venligst igen om et øjeblik.',
    'notFound.title': 'Siden blev ikke fundet',
    'notFound.text': 'Beklager, siden du leder efter, findes ikke (længere).',
    'unknown.title': 'Der opstod en fejl',
    'unknown.text': 'Genindlæs venligst siden, eller prøv igen senere.',
    backHome: 'Til forsiden',
  },
});
