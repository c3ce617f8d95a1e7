import type { Messages } from './de.ts';

export const da: Messages = {
  'meta.siteName': 'Kaffeekontor',
  'meta.titleSeparator': ' | ',
  'meta.shareTitle': 'Køb kaffe og tilbehør online',
  'meta.keywords': 'kaffe, espresso, butik',
  'home.title': 'Kaffe, espresso og tilbehør',
  'error.unavailable.title': 'Butikken er snart tilbage',
  'error.unavailable.text': 'Vores sortiment kan ikke nås lige nu. Prøv venligst igen om et øjeblik.',
  'error.notFound.title': 'Siden blev ikke fundet',
  'error.notFound.text': 'Beklager, siden du leder efter, findes ikke (længere).',
  'error.unknown.title': 'Der opstod en fejl',
  'error.unknown.text': 'Genindlæs venligst siden, eller prøv igen senere.',
  'error.backHome': 'Til forsiden',
  'error.retry': 'Prøv igen',
};
