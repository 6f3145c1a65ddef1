import { renderHook } from '@testing-library/react';
import { useNoindex } from './use-noindex';

const robots = () => document.head.querySelectorAll('meta[name="robots"]');

afterEach(() => robots().forEach((meta) => meta.remove()));

describe('useNoindex', () => {
  it('adds the robots noindex meta while a noindex page is shown, and removes it when the visitor moves on', () => {
    const { rerender, unmount } = renderHook(({ noindex }) => useNoindex(noindex), { initialProps: { noindex: true } });
    expect(robots()).toHaveLength(1);
    expect(robots()[0]).toHaveAttribute('content', 'noindex');
    rerender({ noindex: false });
    expect(robots()).toHaveLength(0);
    unmount();
  });

  it("keeps the server's meta on arrival instead of adding a second, and takes it away on leaving", () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex">');
    const { unmount } = renderHook(() => useNoindex(true));
    expect(robots()).toHaveLength(1);
    unmount();
    expect(robots()).toHaveLength(0);
  });

  it('adds nothing on other pages', () => {
    renderHook(() => useNoindex(false));
    expect(robots()).toHaveLength(0);
  });
});
