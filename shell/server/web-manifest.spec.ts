/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';
import { colors } from '@solar/shared-ui';
import { ICONS_PATH, MANIFEST_COLOURS } from './web-manifest';

const ICON_SOURCES = join(__dirname, '..', 'src', 'assets', 'icons');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk, which must come first (bytes 16–23, big-endian). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Where the build takes a served icon from (shell/rspack.config.ts copies src/assets/icons to /icons). */
const sourceOf = (src: string) => join(ICON_SOURCES, src.slice(`${ICONS_PATH}/`.length));

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-manifest-'));
  writeFileSync(join(root, 'index.html'), '<head><!--remote-hints--></head><body><!--remote-locations--></body>');
  return root;
}

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

describe('the web app manifest', () => {
  const app = createShellApp(readShellServerConfig({ API_URL: 'http://127.0.0.1:9' }, builtShell()), {});

  async function served(): Promise<{ manifest: Manifest; headers: Record<string, string> }> {
    const response = await request(app).get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    return { manifest: JSON.parse(response.text) as Manifest, headers: response.headers };
  }

  it('is JSON with what installation needs: names, start, display, colours', async () => {
    const { manifest, headers } = await served();
    expect(headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest).toMatchObject({
      name: 'From Sun to Sanctuary',
      short_name: 'Sun to Sanctuary',
      start_url: '/',
      display: 'standalone',
      theme_color: '#14532d',
      background_color: '#ffffff',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(16);
  });

  it('takes its colours from the design tokens', () => {
    expect(MANIFEST_COLOURS).toEqual({ theme: colors.brand, background: colors.surface });
  });

  it('is revalidated on every use, with the file headers of decision 042 and no page policy', async () => {
    const { headers } = await served();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('content-security-policy');
    expect(headers).not.toHaveProperty('permissions-policy');
  });

  it('names PNG icons of 192 and 512 pixels, and a maskable one, each the size it states', async () => {
    const { manifest } = await served();
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(sourceOf(icon.src))).toEqual({ width, height });
    }
  });

  it('has an opaque 180-pixel apple-touch-icon, and every page head names it and the manifest', () => {
    expect(pngSize(join(ICON_SOURCES, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    // Colour type 2 is RGB with no alpha: iOS would paint transparent corners black.
    const colourType = readFileSync(join(ICON_SOURCES, 'apple-touch-icon.png'))[25];
    expect(colourType).toBe(2);
    const template = readFileSync(join(__dirname, '..', 'src', 'index.html'), 'utf8');
    expect(template).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(template).toContain(`<link rel="apple-touch-icon" href="${ICONS_PATH}/apple-touch-icon.png" />`);
  });
});
