export const de = {
  'meta.siteName': 'Kaffeekontor',
  'meta.titleSeparator': ' | ',
  'meta.shareTitle': 'Kaffee & Zubehör online kaufen',
  'meta.keywords': 'Kaffee, Espresso, Shop',
  'home.title': 'Kaffee, Espresso & Zubehör',
  'error.unavailable.title': 'Der Shop ist gleich wieder für Sie da',
  'error.unavailable.text':
    'Unser Sortiment ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Augenblicken noch einmal.',
  'error.notFound.title': 'Seite nicht gefunden',
  'error.notFound.text': 'Die gesuchte Seite gibt es leider nicht (mehr).',
  'error.unknown.title': 'Ein Fehler ist aufgetreten',
  'error.unknown.text': 'Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.',
  'error.backHome': 'Zur Startseite',
  'error.retry': 'Erneut versuchen',
} as const;

export type MessageKey = keyof typeof de;
export type Messages = Record<MessageKey, string>;
