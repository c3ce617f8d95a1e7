import { defineMessages } from '../i18n/define-messages.ts';

export const announcementMessages = defineMessages({
  de: {
    region: 'Aktuelle Hinweise',
    slideLabel: '{index} von {count}',
    copyCode: 'Code kopieren',
    codeCopied: 'Code kopiert',
    codeLabel: 'Ihr Code',
    close: 'Schließen',
  },
  en: {
    region: 'Announcements',
    slideLabel: '{index} of {count}',
    copyCode: 'Copy code',
    codeCopied: 'Code copied',
    codeLabel: 'Your code',
    close: 'Close',
  },
  da: {
    region: 'Aktuelle meddelelser',
    slideLabel: '{index} af {count}',
    copyCode: 'Kopiér kode',
    codeCopied: 'Kode kopieret',
    codeLabel: 'Din kode',
    close: 'Luk',
  },
});
