import { act, renderHook } from '@testing-library/react';
import { MENU_CLOSE_DELAY_MS, useHoverMenu } from './use-hover-menu';

describe('useHoverMenu', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes after the delay and ignores a stale close for another menu', () => {
    const { result } = renderHook(() => useHoverMenu());
    act(() => result.current.open('a'));
    act(() => result.current.scheduleClose('a'));
    act(() => jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1));
    expect(result.current.openId).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.openId).toBeNull();

    act(() => result.current.open('a'));
    act(() => result.current.scheduleClose('a'));
    act(() => result.current.open('b'));
    act(() => jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS));
    expect(result.current.openId).toBe('b');
  });
});
