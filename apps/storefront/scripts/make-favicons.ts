/**
 * `node apps/storefront/scripts/make-favicons.ts`: the PNG favicons from the shop's logo
 * (app/seo/logo.svg), written beside it; run it again when the logo changes, and commit the files.
 *
 * The page names PNGs, not the SVG, as its icon: Chromium rasterises an SVG favicon in the page's own
 * renderer, building an SVG document on the main thread after the `load` event (14–73 ms at host
 * speed in Lighthouse's traces, counted ×2–4 in its blocking time), while a PNG is decoded by the
 * browser process (decision 0093).
 */
import path from 'node:path';
import sharp from 'sharp';

const seo = path.resolve(import.meta.dirname, '../app/seo');
const logo = path.join(seo, 'logo.svg');

// 48 px: the tab at 1x–1.5x and the size search engines ask for; 180 px: Apple's home-screen icon.
for (const size of [48, 180]) {
  const file = path.join(seo, `favicon-${size}.png`);
  // The logo's viewBox is 512 units, 512 px at 72 dpi: drawn at four times the icon's size, then scaled
  // down, so its curves keep smooth edges.
  await sharp(logo, { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  console.log(file);
}
