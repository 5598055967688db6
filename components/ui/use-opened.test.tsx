// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpened } from './use-opened';

describe('useOpened', () => {
  it('is false until the dialog is first opened, then stays true (its code loaded, its closing animation kept)', () => {
    const { result, rerender } = renderHook(({ open }) => useOpened(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for a dialog open on the first render (an address that opens it)', () => {
    const { result } = renderHook(() => useOpened(true));
    expect(result.current).toBe(true);
  });
});
