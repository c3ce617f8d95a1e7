import type { Locator, Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A group's heading in the phone menu: a `<summary>`, which the browser announces as a button with its
 * expanded state but Playwright's role lookup does not list as one.
 */
export function drawerGroup(drawer: Locator, title: string): Locator {
  return drawer.locator('summary').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(title)}\\s*$`) });
}

/** Whether the phone menu's popover is open, as the browser sees it. */
export function menuIsOpen(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelector('[role="dialog"][popover]')?.matches(':popover-open') ?? false,
  );
}
