import { PAGE_SHOWN_EVENT } from '@solar/shared-contracts';
import { takeOverPrerendered } from './take-over-prerendered';

function page() {
  document.body.innerHTML = '<div id="prerendered" inert><h1>Who We Are</h1></div><div id="root" hidden></div>';
  return document.getElementById('root') as HTMLElement;
}

describe('takeOverPrerendered', () => {
  afterEach(() => jest.useRealTimers());

  it("swaps the prerendered copy for the live app once the page's content is shown", () => {
    const root = page();
    takeOverPrerendered(root);
    expect(root.hidden).toBe(true);
    window.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('shows the live app after a few seconds even if no page announces itself', () => {
    jest.useFakeTimers();
    const root = page();
    takeOverPrerendered(root);
    jest.advanceTimersByTime(8_000);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('does nothing when the server sent no prerendered copy', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    takeOverPrerendered(root);
    window.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
    expect(root.hidden).toBe(false);
  });
});
