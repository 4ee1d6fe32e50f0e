import { act, renderHook } from '@testing-library/react';
import { useDelayed } from './lists';

describe('useDelayed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('applies a value only once it has been there for the delay, and a new value again after its own delay', () => {
    const first = [{ id: 1, name: 'Dev' }];
    const second = [{ id: 2, name: 'QA' }];
    const { result, rerender } = renderHook(({ value }: { value: typeof first | undefined }) => useDelayed(value, 150), {
      initialProps: { value: undefined as typeof first | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ value: first });
    act(() => jest.advanceTimersByTime(149));
    expect(result.current).toBeUndefined();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(first);
    rerender({ value: second });
    expect(result.current).toBeUndefined();
    act(() => jest.advanceTimersByTime(150));
    expect(result.current).toBe(second);
  });
});
