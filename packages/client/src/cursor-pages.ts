import { useState } from 'react';

/**
 * Previous/next paging over a cursor-paginated list callable. Keeps the cursors of the pages
 * already visited; starts again at page one whenever `resetKey` (the filters) changes.
 */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: resetKey,
    cursors: [undefined],
  });
  const cursors = state.key === resetKey ? state.cursors : [undefined];
  if (state.key !== resetKey) setState({ key: resetKey, cursors });
  return {
    /** The cursor of the current page (undefined on page one). */
    cursor: cursors[cursors.length - 1],
    page: cursors.length,
    hasPrevious: cursors.length > 1,
    previous: () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }),
    next: (nextCursor: string) => setState({ key: resetKey, cursors: [...cursors, nextCursor] }),
  };
}
