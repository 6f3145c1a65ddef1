import { CHARITY_NAME } from '@solar/shared-contracts';

/**
 * The shared-ui tokens `brand` and `surface`, written out: the server's bundle cannot take shared-ui's components.
 * web-manifest.spec.ts fails if they drift from the tokens.
 */
export const MANIFEST_COLOURS = { theme: '#14532d', background: '#ffffff' } as const;

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** Where the build copies shell/src/assets/icons (shell/rspack.config.ts). */
export const ICONS_PATH = '/icons';

type ManifestIcon = { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' };

/** The icons tools/scripts/make-app-icons.mjs draws from the logo; apple-touch-icon.png is named by the page head. */
const ICONS: ManifestIcon[] = [
  { src: `${ICONS_PATH}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: `${ICONS_PATH}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: `${ICONS_PATH}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** What a browser needs to install the site: its names, where it starts, how it opens, its colours and icons. */
export function webManifest() {
  return {
    id: '/',
    name: CHARITY_NAME,
    short_name: 'Sun to Sanctuary',
    description: 'Free solar power for schools, orphanages, places of worship and health centres.',
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: MANIFEST_COLOURS.theme,
    background_color: MANIFEST_COLOURS.background,
    icons: ICONS,
  };
}
