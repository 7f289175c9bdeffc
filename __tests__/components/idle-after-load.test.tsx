/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useIdleAfterLoad } from '@/components/shared/useIdleAfterLoad';

describe('useIdleAfterLoad', () => {
  let idleCallbacks: IdleRequestCallback[];
  beforeEach(() => {
    idleCallbacks = [];
    window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  const runIdle = () =>
    act(() => {
      for (const callback of idleCallbacks.splice(0))
        callback({ didTimeout: false, timeRemaining: () => 10 });
    });

  it('waits for the browser to be idle when the page has already loaded', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const { result } = renderHook(() => useIdleAfterLoad());
    expect(result.current).toBe(false);
    runIdle();
    expect(result.current).toBe(true);
  });

  it('waits for the load event first while the page is loading', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { result } = renderHook(() => useIdleAfterLoad());
    expect(idleCallbacks).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(false);
    runIdle();
    expect(result.current).toBe(true);
  });

  it('stops waiting when the component goes away', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { unmount } = renderHook(() => useIdleAfterLoad());
    unmount();
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(0);
  });
});
