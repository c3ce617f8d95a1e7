import type { Messages } from './de.ts';

export const en: Messages = {
  'meta.siteName': 'Kaffeekontor',
  'meta.titleSeparator': ' | ',
  'meta.shareTitle': 'Buy coffee & accessories online',
  'meta.keywords': 'coffee, espresso, shop',
  'home.title': 'Coffee, espresso & accessories',
  'error.unavailable.title': 'The shop will be back in a moment',
  'error.unavailable.text': 'Our range cannot be reached right now. Please try again in a few moments.',
  'error.notFound.title': 'Page not found',
  'error.notFound.text': 'Sorry, the page you are looking for does not exist (any more).',
  'error.unknown.title': 'Something went wrong',
  'error.unknown.text': 'Please reload the page or try again later.',
  'error.backHome': 'Back to the home page',
  'error.retry': 'Try again',
};
