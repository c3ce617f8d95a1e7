import { expect } from '@playwright/test';
import { contentPageSlugs } from '@shop/shop-rules';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

// Client-side navigation waits for the next page's data, which may take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

const languages = ['de', 'en', 'da'] as const;
const notFoundHeading = { de: 'Seite nicht gefunden', en: 'Page not found', da: 'Siden blev ikke fundet' };

/** The page's <h1> from the server's HTML: what a visitor without JavaScript and a crawler see. */
function h1Of(html: string): string {
  return (
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? ''
  );
}

for (const { item: lang, tag } of acrossViewports(languages)) {
  test(`all 15 content pages answer 200 with their title in ${lang}, under the language's own slug`, {
    tag,
  }, async ({ request }) => {
    const keys = Object.keys(contentPageSlugs) as (keyof typeof contentPageSlugs)[];
    expect(keys).toHaveLength(15);
    const titles = new Set<string>();
    for (const key of keys) {
      const path = `/${lang}/e/${contentPageSlugs[key][lang]}`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      const title = h1Of(html);
      expect(title, path).not.toBe('');
      // "page title | shop name" (spec section 1)
      expect(html, path).toMatch(/<title>[^<]+ \| [^<]+<\/title>/);
      titles.add(title);
    }
    // Fifteen different pages, not one page under fifteen names.
    expect(titles.size).toBe(15);
  });

  test(`an unknown content page and an unknown article answer 404 in ${lang}`, { tag }, async ({ page }) => {
    for (const path of [`/${lang}/e/no-such-page`, `/${lang}/a/no-such-article`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading[lang]);
      await expect(page.locator('footer#footer')).toBeVisible();
    }
  });
}

test('the privacy page is /de/e/datenschutz, and the language menu leads to its English and Danish slugs', async ({
  page,
  baseURL,
}) => {
  await page.goto('/de/e/datenschutz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${baseURL}/en/e/privacy-policy`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="da"]')).toHaveAttribute(
    'href',
    `${baseURL}/da/e/privatlivspolitik`,
  );
  await page.getByTestId('language-switcher').click();
  const menu = page.getByRole('navigation', { name: 'Sprache wählen' }).getByRole('list');
  await menu.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/e\/privacy-policy$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
});

test("another language's slug moves permanently to the page's slug in the visitor's language", async ({
  request,
}) => {
  const response = await request.get('/en/e/datenschutz', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/en\/e\/privacy-policy$/);
});

test('the coffee hub (the German menu\'s "Blog") leads on to the articles', async ({ page }) => {
  await page.goto('/de');
  const blog = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Blog' });
  test.skip(!(await blog.isVisible()), 'the main navigation bar is for wide screens');
  await blog.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kaffee-Hub');
  await page.getByRole('link', { name: 'Alle Artikel ansehen' }).click();
  await expect(page).toHaveURL(/\/de\/a$/, { timeout: 15_000 });
  await expect(page.getByTestId('article-section')).toHaveCount(2);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a content page shows its text, and its links work as plain links (en)', async ({ page }) => {
    await page.goto('/en/e/shipping-and-delivery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping & delivery');
    await expect(page.getByTestId('content-page')).toContainText('49');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 });
  });
});
