import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCursorPages } from './cursor-pages.ts';

describe('useCursorPages', () => {
  it('walks forward and back through cursors and starts again when the filters change', () => {
    const { result, rerender } = renderHook(({ key }) => useCursorPages(key), { initialProps: { key: 'a' } });
    expect(result.current).toMatchObject({ cursor: undefined, page: 1, hasPrevious: false });
    act(() => result.current.next('c2'));
    act(() => result.current.next('c3'));
    expect(result.current).toMatchObject({ cursor: 'c3', page: 3, hasPrevious: true });
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ cursor: 'c2', page: 2 });
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ cursor: undefined, page: 1, hasPrevious: false });
  });
});
