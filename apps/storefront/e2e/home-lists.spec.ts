import { expect, type Page } from '@playwright/test';
import { hydrated, isSameDocument, markDocument, reactOwned } from './page-probes.ts';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

const texts = {
  de: { categories: 'Beliebte Kategorien', brands: 'Top-Marken', brandLink: /^Alle Produkte von / },
  en: { categories: 'Popular categories', brands: 'Top brands', brandLink: /^All products by / },
} as const;

/** Whether every image in the section was loaded by the browser (not a broken picture). */
async function imagesLoaded(page: Page, section: string): Promise<boolean[]> {
  return page
    .locator(`${section} img`)
    .evaluateAll((images) => images.map((img) => img instanceof HTMLImageElement && img.naturalWidth > 0));
}

for (const { item: lang, tag } of acrossViewports(['de', 'en'] as const)) {
  const t = texts[lang];

  test(`the home page shows the site configuration's popular collections with icons and its top brands (${lang})`, {
    tag,
  }, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}`);
    const categories = page.getByRole('region', { name: t.categories });
    const tiles = categories.getByRole('link');
    // Six popular collections (spec section 3), each with its own icon from the image host.
    await expect(tiles).toHaveCount(6);
    const icons = await categories
      .locator('img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('src')));
    expect(
      icons.every((src) => src !== null && /\/images\/icons\/[a-z-]+\.png\?width=160&height=160$/.test(src)),
    ).toBe(true);
    expect(new Set(icons).size).toBe(6);

    const brands = page.getByRole('region', { name: t.brands });
    const logos = brands.getByRole('link', { name: t.brandLink });
    await expect(logos).toHaveCount(10);
    await brands.scrollIntoViewIfNeeded();
    await categories.scrollIntoViewIfNeeded();
    await expect
      .poll(() => imagesLoaded(page, 'section[aria-labelledby="home-top-brands"]'))
      .not.toContain(false);
    await expect
      .poll(() => imagesLoaded(page, 'section[aria-labelledby="home-categories"]'))
      .not.toContain(false);

    // Every tile and logo leads to a collection that exists in the page language.
    const hrefs = [
      ...(await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))),
      ...(await logos.evaluateAll((links) => links.map((a) => a.getAttribute('href')))),
    ];
    for (const href of hrefs) {
      expect(href).toMatch(new RegExp(`^/${lang}/c/[a-z0-9-]+$`));
      const response = await page.request.get(href ?? '');
      expect(response.status(), href ?? '').toBe(200);
    }

    // A brand's logo leads to that brand's collection.
    const firstBrand = logos.first();
    const name = ((await firstBrand.getAttribute('aria-label')) ?? '').replace(t.brandLink, '');
    const brandHref = (await firstBrand.getAttribute('href')) ?? '';
    // Tiles and logos are the server's markup, not hydrated (shell/kept-markup.tsx, decision 0096); their
    // plain links still open the collection inside the app.
    await hydrated(page);
    expect(await reactOwned(tiles)).toBe(0);
    expect(await reactOwned(logos)).toBe(0);
    await markDocument(page);
    await firstBrand.click();
    // A collection of up to 250 products: slow on a loaded machine, so the URL first, then the heading.
    await expect(page).toHaveURL(new RegExp(`${brandHref}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name, { timeout: 30_000 });
    expect(await isSameDocument(page)).toBe(true);
  });
}

test.describe('before any script', () => {
  // The page's own scripts stay off: hydration after `load` (decision 0080) would otherwise find the
  // tiles removed below and render the list again while the width is read.
  test.use({ javaScriptEnabled: false });

  test('a popular-collection tile keeps its width while the rest of the row is still arriving (de)', async ({
    page,
  }) => {
    // A slow connection paints the HTML as it arrives: the first tiles may stand alone in their row
    // for a moment. They must already have their final width, or the row jumps when the others arrive.
    await page.goto('/de');
    const list = page.getByRole('region', { name: texts.de.categories }).getByRole('list');
    const firstWidth = () =>
      list
        .locator('li')
        .first()
        .evaluate((tile) => Math.round(tile.getBoundingClientRect().width));
    const whole = await firstWidth();
    await list.evaluate((ul) => {
      for (const tile of [...ul.children].slice(2)) tile.remove();
    });
    expect(await firstWidth()).toBe(whole);
  });
});
