import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

describe('given no prop (uncontrolled)', () => {
  it('starts from the default and stores its own changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 1, onChange }));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('accepts an updater function based on the latest value', () => {
    const { result } = renderHook(() => useControllableState({ defaultProp: 1 }));
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n + 1);
    });
    expect(result.current[0]).toBe(3);
  });

  it('does not report a change to the same value', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 'a', onChange }));
    act(() => result.current[1]('a'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('given a prop (controlled)', () => {
  it('follows the prop and only reports requested changes', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ prop }) => useControllableState({ prop, defaultProp: false, onChange }),
      { initialProps: { prop: true as boolean | undefined } },
    );
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(result.current[0]).toBe(true);

    rerender({ prop: false });
    expect(result.current[0]).toBe(false);
  });

  it('calls the latest onChange the host passed', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(
      ({ onChange }) => useControllableState({ prop: 0, defaultProp: 0, onChange }),
      { initialProps: { onChange: first } },
    );
    rerender({ onChange: second });
    act(() => result.current[1](5));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(5);
  });
});

describe('given StrictMode (double render, double effects)', () => {
  it('reports an uncontrolled change exactly once', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 0, onChange }), {
      wrapper: StrictMode,
    });
    act(() => result.current[1]((n) => n + 1));
    expect(result.current[0]).toBe(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(1);
  });
});

describe('given a host that switches between controlled and uncontrolled', () => {
  it('warns in development, naming the component', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderHook(
      ({ prop }) => useControllableState({ prop, defaultProp: 'a', caller: 'SearchBox' }),
      { initialProps: { prop: undefined as string | undefined } },
    );
    expect(warn).not.toHaveBeenCalled();
    rerender({ prop: 'b' });
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining('SearchBox is changing from uncontrolled to controlled'),
    );
    warn.mockRestore();
  });
});
