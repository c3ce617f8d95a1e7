import type { ShopLanguage } from '@shop/shop-rules';
import { euroText } from '../shared/money.ts';

/** Texts of the newsletter's mails and pages; `{voucher}` and `{minimum}` are formatted amounts. */
export const newsletterMessages = {
  de: {
    confirmSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    confirmIntro:
      'vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link:',
    confirmButton: 'Anmeldung bestätigen',
    confirmAfter:
      'Nach der Bestätigung erhalten Sie Ihren {voucher} Gutschein (ab {minimum} Bestellwert, einmal pro Kunde).',
    confirmIgnore:
      'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach – ohne Bestätigung erhalten Sie keine Newsletter.',
    greeting: 'Guten Tag,',
    closing: 'Ihr Kaffeekontor',
    voucherSubject: 'Willkommen beim Kaffeekontor-Newsletter – Ihr {voucher} Gutschein',
    voucherIntro: 'Ihre Anmeldung ist bestätigt. Als Dankeschön erhalten Sie Ihren persönlichen Gutschein:',
    voucherRules: 'Einlösbar im Warenkorb oder an der Kasse ab {minimum} Bestellwert, einmal pro Kunde.',
    pageConfirmTitle: 'Newsletter-Anmeldung bestätigen',
    pageConfirmText: 'Bitte bestätigen Sie die Anmeldung von {email} für unseren Newsletter.',
    pageConfirmedTitle: 'Ihre Anmeldung ist bestätigt',
    pageVoucherText: 'Ihr persönlicher Gutscheincode – wir haben ihn Ihnen auch per E-Mail geschickt:',
    pageInvalidTitle: 'Dieser Link ist nicht mehr gültig',
    pageInvalidText:
      'Der Bestätigungslink ist abgelaufen oder wurde durch einen neueren ersetzt. Melden Sie sich bitte im Shop erneut an; wir schicken Ihnen dann einen neuen Link.',
    toShop: 'Weiter zum Shop',
  },
  en: {
    confirmSubject: 'Please confirm your newsletter sign-up',
    confirmIntro:
      'thank you for your interest in our newsletter. Please confirm your sign-up with this link:',
    confirmButton: 'Confirm sign-up',
    confirmAfter:
      'Once confirmed, you will receive your {voucher} voucher (minimum order {minimum}, once per customer).',
    confirmIgnore:
      'If you did not sign up, simply ignore this e-mail – without confirmation you will not receive any newsletters.',
    greeting: 'Hello,',
    closing: 'Your Kaffeekontor team',
    voucherSubject: 'Welcome to the Kaffeekontor newsletter – your {voucher} voucher',
    voucherIntro: 'Your sign-up is confirmed. As a thank-you, here is your personal voucher:',
    voucherRules: 'Redeem it in the cart or at checkout on orders of {minimum} or more, once per customer.',
    pageConfirmTitle: 'Confirm your newsletter sign-up',
    pageConfirmText: 'Please confirm that {email} should receive our newsletter.',
    pageConfirmedTitle: 'Your sign-up is confirmed',
    pageVoucherText: 'Your personal voucher code – we have also sent it to you by e-mail:',
    pageInvalidTitle: 'This link is no longer valid',
    pageInvalidText:
      'The confirmation link has expired or was replaced by a newer one. Please sign up again in the shop and we will send you a new link.',
    toShop: 'Continue to the shop',
  },
  da: {
    confirmSubject: 'Bekræft venligst din tilmelding til nyhedsbrevet',
    confirmIntro:
      'tak for din interesse for vores nyhedsbrev. Bekræft venligst din tilmelding via dette link:',
    confirmButton: 'Bekræft tilmelding',
    confirmAfter:
      'Når du har bekræftet, får du din rabatkode på {voucher} (ved køb for mindst {minimum}, én gang pr. kunde).',
    confirmIgnore:
      'Hvis du ikke har tilmeldt dig, kan du blot se bort fra denne e-mail – uden bekræftelse modtager du ingen nyhedsbreve.',
    greeting: 'Hej,',
    closing: 'Venlig hilsen Kaffeekontor',
    voucherSubject: 'Velkommen til Kaffeekontors nyhedsbrev – din rabatkode på {voucher}',
    voucherIntro: 'Din tilmelding er bekræftet. Som tak får du din personlige rabatkode:',
    voucherRules: 'Kan indløses i kurven eller ved betaling ved køb for mindst {minimum}, én gang pr. kunde.',
    pageConfirmTitle: 'Bekræft din tilmelding til nyhedsbrevet',
    pageConfirmText: 'Bekræft venligst, at {email} skal modtage vores nyhedsbrev.',
    pageConfirmedTitle: 'Din tilmelding er bekræftet',
    pageVoucherText: 'Din personlige rabatkode – vi har også sendt den til dig på e-mail:',
    pageInvalidTitle: 'Dette link er ikke længere gyldigt',
    pageInvalidText:
      'Bekræftelseslinket er udløbet eller erstattet af et nyere. Tilmeld dig venligst igen i butikken, så sender vi dig et nyt link.',
    toShop: 'Videre til butikken',
  },
} satisfies Record<ShopLanguage, Record<string, string>>;

export type NewsletterMessages = (typeof newsletterMessages)['de'];

const locales: Record<ShopLanguage, string> = { de: 'de-DE', en: 'en-GB', da: 'da-DK' };

/**
 * An amount in cents as the language writes euros, e.g. "20,98 €" or "€20.98"; `whole` drops
 * zero cents ("5 €"), as the storefront writes the voucher's amounts.
 */
export function formatEuros(cents: number, language: ShopLanguage, whole = false): string {
  return euroText(cents, locales[language], whole);
}

/** Replaces `{name}` placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
