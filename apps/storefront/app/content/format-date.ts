import { formatLongDate } from '../i18n/long-date.ts';

/**
 * A calendar date in the page's language ("24. November 2026"). In UTC, so the server's and the
 * browser's rendering agree whatever the visitor's time zone.
 */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatLongDate(date, locale);
}
