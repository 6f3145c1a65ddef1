// jsdom lacks a few browser globals that react-router and the header use. Import this first in a spec.
// (A candidate for tools/jest/dom-setup.cjs, which this feature does not own.)
import { TextDecoder, TextEncoder } from 'node:util';

const globals = globalThis as Record<string, unknown>;
globals['TextEncoder'] ??= TextEncoder;
globals['TextDecoder'] ??= TextDecoder;

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
