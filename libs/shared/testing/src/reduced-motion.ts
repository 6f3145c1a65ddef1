/** Makes `prefers-reduced-motion: reduce` match (true) or not, for code that reads it through matchMedia. */
export function mockReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      ...original(query),
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
    }),
  });
}
