import createCache, { type EmotionCache } from '@emotion/cache';

/** Emotion's name prefix for `keyframes`: unregistered like global styles, but inserted through the class cache. */
const KEYFRAMES_PREFIX = 'animation-';

/**
 * A cache that keeps every style it is asked for in `inserted` instead of writing it beside the markup, so the
 * page's styles can go into the head (Emotion's "compat" mode, what @emotion/server reads).
 */
export function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

function styleElement(dataEmotion: string, css: string): string {
  return `<style data-emotion="${dataEmotion}">${css}</style>`;
}

/**
 * The styles `html` uses, as one `<style>` per Emotion name in the form the browser's Emotion adopts instead of
 * inserting again: `css <name>` for class styles and keyframes, `css-global <name>` for `<Global>` styles. Class
 * styles that no element of `html` uses are left out.
 */
export function collectedStyles(cache: EmotionCache, html: string): string {
  const usedClasses = new Set(
    Array.from(html.matchAll(new RegExp(`${cache.key}-([\\w-]+)`, 'g')), (match) => match[1]),
  );
  return Object.entries(cache.inserted)
    .flatMap(([name, css]) => {
      if (typeof css !== 'string') return [];
      const isClass = cache.registered[`${cache.key}-${name}`] !== undefined;
      if (isClass) return usedClasses.has(name) ? [styleElement(`${cache.key} ${name}`, css)] : [];
      const isKeyframes = name.startsWith(KEYFRAMES_PREFIX);
      return [styleElement(isKeyframes ? `${cache.key} ${name}` : `${cache.key}-global ${name}`, css)];
    })
    .join('');
}
