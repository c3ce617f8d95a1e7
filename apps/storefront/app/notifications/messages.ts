import { defineMessages } from '../i18n/define-messages.ts';

export const notificationMessages = defineMessages({
  de: { 'notifications.close': 'Hinweis schließen' },
  en: { 'notifications.close': 'Close message' },
  da: { 'notifications.close': 'Luk beskeden' },
});
