import { AFTER_PAINT_ASSETS_ID, type AfterPaintAssets } from './after-paint-assets';
import { startAfterPaint } from './start-after-paint';

const hints = Array.from({ length: 7 }, (_, index) => ({ href: `/chunk-${index}.js`, as: 'script' as const }));

function pageWith(assets: AfterPaintAssets | null, body = '') {
  document.head.innerHTML = '';
  document.body.innerHTML =
    body +
    (assets ? `<script id="${AFTER_PAINT_ASSETS_ID}" type="application/json">${JSON.stringify(assets)}</script>` : '');
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
const scripts = () => [...document.head.querySelectorAll('script')] as HTMLScriptElement[];

/** A browser that reports paints: `paint` gets the first contentful paint, `lcp` the largest one's element. */
function observingBrowser() {
  const observers: { type: string; callback: PerformanceObserverCallback; observer: PerformanceObserver }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    disconnected = false;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe({ type }: { type: string }) {
      observers.push({ type, callback: this.callback, observer: this as unknown as PerformanceObserver });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  const report = (type: string, entries: Partial<PerformanceEntry & { element: Element }>[]) => {
    const list = {
      getEntries: () => entries,
      getEntriesByName: (name: string) => entries.filter((entry) => entry.name === name),
    } as unknown as PerformanceObserverEntryList;
    for (const { callback, observer } of observers.filter((item) => item.type === type)) {
      if (!(observer as unknown as FakeObserver).disconnected) callback(list, observer);
    }
  };
  return {
    paint: () => report('paint', [{ name: 'first-contentful-paint' }]),
    lcp: (element: Element) => report('largest-contentful-paint', [{ element }]),
    restore: () => Reflect.deleteProperty(window, 'PerformanceObserver'),
  };
}

describe('startAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('leaves a page without the data block alone', () => {
    pageWith(null);
    startAfterPaint();
    jest.runAllTimers();
    expect(document.head.children).toHaveLength(0);
  });

  it('adds the preloads five per task after the next paint, then the entry scripts in order', () => {
    pageWith({ scripts: ['/main.1a2b3c4d5e.js', '/second.js'], preload: hints });
    startAfterPaint();
    expect(preloads()).toEqual([]);
    jest.advanceTimersToNextTimer(); // a frame
    jest.advanceTimersToNextTimer(); // the next frame: painted
    jest.advanceTimersToNextTimer(); // the first batch's task
    expect(preloads()).toEqual(hints.slice(0, 5).map((hint) => hint.href));
    expect(scripts()).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(7);
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual(['/main.1a2b3c4d5e.js', '/second.js']);
    expect(scripts().every((script) => !script.async)).toBe(true);
    jest.runAllTimers();
    expect(scripts()).toHaveLength(2);
  });

  describe('where the browser reports its paints', () => {
    let browser: ReturnType<typeof observingBrowser>;
    beforeEach(() => (browser = observingBrowser()));
    afterEach(() => browser.restore());

    it('waits for the first contentful paint', () => {
      pageWith({ scripts: ['/main.js'], preload: [] });
      startAfterPaint();
      jest.advanceTimersByTime(100);
      expect(scripts()).toEqual([]);
      browser.paint();
      jest.advanceTimersByTime(1);
      expect(scripts()).toHaveLength(1);
    });

    it("waits for the lead image's largest paint, not another element's", () => {
      pageWith(
        { scripts: ['/main.js'], preload: [] },
        '<h1>Solar</h1><img fetchpriority="high" src="/poster.jpg" alt="">',
      );
      startAfterPaint();
      browser.paint();
      browser.lcp(document.querySelector('h1') as Element);
      jest.advanceTimersByTime(100);
      expect(scripts()).toEqual([]);
      browser.lcp(document.querySelector('img') as Element);
      jest.advanceTimersByTime(1);
      expect(scripts()).toHaveLength(1);
    });

    it('starts anyway when the lead image fails to load', () => {
      pageWith({ scripts: ['/main.js'], preload: [] }, '<img fetchpriority="high" src="/poster.jpg" alt="">');
      startAfterPaint();
      browser.paint();
      document.querySelector('img')?.dispatchEvent(new Event('error'));
      jest.advanceTimersByTime(1);
      expect(scripts()).toHaveLength(1);
    });

    it('starts within two seconds when no paint is reported, and only once', () => {
      pageWith({ scripts: ['/main.js'], preload: [] });
      startAfterPaint();
      jest.advanceTimersByTime(1999);
      expect(scripts()).toEqual([]);
      jest.advanceTimersByTime(2);
      expect(scripts()).toHaveLength(1);
      browser.paint();
      jest.runAllTimers();
      expect(scripts()).toHaveLength(1);
    });
  });
});
