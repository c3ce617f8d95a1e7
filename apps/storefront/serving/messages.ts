/** Texts of answers the server gives before the app runs, in the language of the path. */
const bodyTooLarge = {
  de: 'Die gesendeten Daten sind zu groß. Bitte kürzen Sie Ihre Eingaben und versuchen Sie es erneut.',
  en: 'The data sent is too large. Please shorten your entries and try again.',
  da: 'De sendte data er for store. Forkort venligst dine indtastninger, og prøv igen.',
} as const;

const lengthRequired = {
  de: 'Bitte senden Sie das Formular erneut.',
  en: 'Please send the form again.',
  da: 'Send venligst formularen igen.',
} as const;

const foreignOrigin = {
  de: 'Dieses Formular wurde von einer anderen Website gesendet und daher nicht angenommen. Bitte senden Sie es auf unserer Seite erneut.',
  en: 'This form was sent from another website and was therefore not accepted. Please send it again on our site.',
  da: 'Formularen blev sendt fra et andet websted og blev derfor ikke modtaget. Send den venligst igen på vores side.',
} as const;

export const serverMessages = { bodyTooLarge, lengthRequired, foreignOrigin };

/** The language of a path such as `/da/newsletter`; German otherwise, as the shop's default. */
export function languageOfPath(url: string | undefined): 'de' | 'en' | 'da' {
  const prefix = url?.slice(1, 3);
  return prefix === 'en' || prefix === 'da' ? prefix : 'de';
}
