import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { exhaustSignUps } from './outbox.ts';
import { test } from './visitor.ts';

// A loaded test machine (several shops and browsers at once) needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const notifications = (page: Page) => page.getByTestId('notification');

/** Opens a page, waits for the newsletter form's script and fills in a valid sign-up. */
async function fillSignUp(page: Page, path: string, email: string, field: string): Promise<Locator> {
  await page.goto(path);
  const form = page.getByTestId('newsletter-form');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-enhanced', 'true', { timeout: 20_000 });
  const input = form.getByRole('textbox', { name: field });
  await input.fill(email);
  await form.getByRole('checkbox').check();
  // Away from where notifications appear: a pointer on a notification keeps it open.
  await page.mouse.move(0, 0);
  return input;
}

/**
 * Notes in the page when the first notification enters the document and when it leaves it. The
 * page's own clock, not the test's polls: on a loaded machine a poll sees the notification late,
 * which made a notification that stayed its 4 s look shorter.
 */
async function watchNotificationLifetime(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const marks = document.documentElement.dataset;
    const present = () => document.querySelector('[data-testid="notification"]') !== null;
    new MutationObserver(() => {
      const now = String(performance.now());
      if (marks.notificationShown === undefined && present()) marks.notificationShown = now;
      else if (marks.notificationShown !== undefined && marks.notificationGone === undefined && !present()) {
        marks.notificationGone = now;
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return async () => {
    const { shown, gone } = await page.evaluate(() => ({
      shown: document.documentElement.dataset.notificationShown,
      gone: document.documentElement.dataset.notificationGone,
    }));
    if (shown === undefined || gone === undefined) {
      throw new Error(`the page did not see the notification come and go (shown ${shown}, gone ${gone})`);
    }
    return Number(gone) - Number(shown);
  };
}

/** Sends the form from the keyboard (Enter in the e-mail field), as soon as it can be sent again. */
async function submit(page: Page, input: Locator): Promise<void> {
  await expect(page.getByTestId('newsletter-form').getByRole('button')).toBeEnabled();
  await input.press('Enter');
}

test('a failed sign-up shows a notification bottom-right that closes itself after about 4 s (de)', async ({
  page,
}, testInfo) => {
  // The provider refuses: the address has used up its sign-ups for the hour.
  const email = `down-${testInfo.project.name}-${Date.now()}@example.com`;
  await exhaustSignUps(email);
  const input = await fillSignUp(page, '/de', email, 'E-Mail-Adresse');
  await expect(notifications(page)).toHaveCount(0);
  const lifetime = await watchNotificationLifetime(page);
  await submit(page, input);

  const notification = notifications(page);
  await expect(notification).toBeVisible();
  await expect(notification).toContainText('Anmeldung nicht möglich');
  await expect(notification).toContainText(
    'Die Anmeldung hat gerade leider nicht geklappt. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  );
  await expect(notification).toHaveAttribute('data-tone', 'error');
  // Wait for the entry animation, then check the place: the bottom-right corner of the window.
  await page.waitForTimeout(400);
  const box = await notification.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no notification box or viewport');
  expect(viewport.width - (box.x + box.width)).toBeGreaterThanOrEqual(0);
  expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24);
  expect(viewport.height - (box.y + box.height)).toBeGreaterThanOrEqual(0);
  expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24);
  // On a phone it takes the width of the screen; on a desktop it keeps to the right.
  expect(box.x).toBeGreaterThanOrEqual(viewport.width < 600 ? 0 : viewport.width / 2);
  await page.screenshot({ path: testInfo.outputPath(`notification-de-${testInfo.project.name}.png`) });

  await expect(notification).toHaveCount(0, { timeout: 10_000 });
  const shownFor = await lifetime();
  expect(shownFor).toBeGreaterThan(3500);
  expect(shownFor).toBeLessThan(6500);
  // The form's own message stays.
  await expect(page.getByTestId('newsletter-form').getByRole('alert')).toContainText(
    'Die Anmeldung hat gerade leider nicht geklappt.',
  );
});

test('a notification passes axe, and its close button closes it at once (en)', async ({ page }, testInfo) => {
  const email = `down-${testInfo.project.name}-${Date.now()}@example.com`;
  await exhaustSignUps(email);
  const input = await fillSignUp(page, '/en/newsletter', email, 'E-mail address');
  await submit(page, input);
  const notification = notifications(page);
  await expect(notification).toContainText('Sign-up not possible');
  // Held under the pointer, so it does not close itself while axe runs on a slow machine.
  await notification.hover();
  await page.waitForTimeout(300);
  const axe = await new AxeBuilder({ page }).include('[data-testid="notifications"]').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await notification.getByRole('button', { name: 'Close message' }).click();
  await expect(notification).toHaveCount(0, { timeout: 1500 });
});

test('when the shop cannot be reached, the page stays and says so in the form and in a notification (da)', async ({
  page,
}, testInfo) => {
  const input = await fillSignUp(
    page,
    '/da',
    `offline-${testInfo.project.name}@example.com`,
    'E-mailadresse',
  );
  // The browser's request to the shop fails as it does offline.
  await page.route('**/newsletter.data*', (route) => route.abort('internetdisconnected'));
  await submit(page, input);
  const offline = 'Butikken kan ikke nås lige nu. Tjek venligst din internetforbindelse, og prøv igen.';
  await expect(notifications(page)).toContainText('Tilmeldingen kunne ikke gennemføres');
  await expect(notifications(page)).toContainText(offline);
  await expect(page.getByTestId('newsletter-form').getByRole('alert')).toHaveText(offline);
  await expect(page).toHaveURL(/\/da$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/fejl|error/i);
});

test('at most five notifications are shown; the sixth waits for a free place (en)', async ({
  page,
}, testInfo) => {
  await page.clock.install();
  const input = await fillSignUp(
    page,
    '/en/newsletter',
    `offline-${testInfo.project.name}@example.com`,
    'E-mail address',
  );
  await page.route('**/newsletter.data*', (route) => route.abort('internetdisconnected'));
  // A first one with the clock running loads the notifications' code; it closes by itself.
  await submit(page, input);
  await expect(notifications(page)).toHaveCount(1);
  await expect(notifications(page)).toHaveCount(0, { timeout: 10_000 });
  // Then time stands still: nothing closes by itself while six are asked for.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  for (let count = 1; count <= 6; count++) {
    await submit(page, input);
    await expect(page.getByTestId('newsletter-form').getByRole('button')).toBeEnabled();
    await expect(notifications(page)).toHaveCount(Math.min(count, 5));
  }
  await page.waitForTimeout(500);
  await expect(notifications(page)).toHaveCount(5);

  // After 4000 ms the five close; once they have left, the sixth appears and stays for its own 4000 ms.
  // (Each step gives the page a moment of real time, in which React renders and sets the next timers.)
  const advance = async (ms: number) => {
    await page.clock.runFor(ms);
    await page.waitForTimeout(250);
  };
  await advance(4050);
  await advance(300);
  await expect(notifications(page)).toHaveCount(1);
  await expect(notifications(page)).not.toHaveAttribute('data-closing');
  await advance(3700);
  await expect(notifications(page)).toHaveCount(1);
  await advance(400);
  await advance(300);
  await expect(notifications(page)).toHaveCount(0);
});
