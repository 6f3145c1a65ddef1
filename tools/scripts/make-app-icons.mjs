// Draws the installable icons (web app manifest, apple-touch-icon) from the logo, shell/src/assets/favicon.svg,
// with the Chromium the browser tests use (CHROMIUM_PATH, default /usr/bin/chromium). Run it after changing the
// logo and commit the PNGs: `node tools/scripts/make-app-icons.mjs`.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const logo = readFileSync(join(root, 'shell/src/assets/favicon.svg'), 'utf8');
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#14532d';
const out = join(root, 'shell/src/assets/icons');

/**
 * `any`: the logo as drawn, rounded corners transparent. `maskable`: the logo at 70% on the brand colour, inside the
 * 80% safe circle a launcher may crop to. `opaque`: iOS fills transparency with black, so the corners are brand.
 */
const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, fill: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, fill: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.7, fill: brand },
  { file: 'apple-touch-icon.png', size: 180, scale: 1, fill: brand },
];

const svgUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  mkdirSync(out, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const side = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.fill}">` +
        `<img src="${svgUrl}" width="${side}" height="${side}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    writeFileSync(join(out, icon.file), await page.screenshot({ omitBackground: true, type: 'png' }));
    await page.close();
    console.log(`${icon.file}: ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
