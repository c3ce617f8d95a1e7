import { type ContentLanguage, contentLanguages } from '../i18n/language.ts';

/** The menus the shop has: the main navigation, and the footer's links (the skeleton's `footer`). */
export const menuHandles = ['main-menu', 'footer'] as const;

/**
 * A menu's number in its global id, one per handle and language (main menu 1–3, footer 11–13),
 * as the platform numbers each menu; its items' ids start with it.
 */
export function menuNumber(handle: string, language: ContentLanguage): number {
  const handleIndex = Math.max(0, (menuHandles as readonly string[]).indexOf(handle));
  return handleIndex * 10 + contentLanguages.indexOf(language) + 1;
}
