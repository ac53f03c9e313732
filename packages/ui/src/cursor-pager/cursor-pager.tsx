import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Inline } from '../layout/index';
import { useUiText } from '../locale/index';

export interface CursorPagerProps {
  /** E.g. "42 tenants · page 2"; announced politely when it changes. */
  summary: ReactNode;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous/next paging under a cursor-paginated table. */
export function CursorPager({ summary, hasPrevious, hasNext, onPrevious, onNext }: CursorPagerProps) {
  const text = useUiText();
  return (
    <Inline gap="sm" justify="space-between" align="center">
      <span aria-live="polite">{summary}</span>
      <Inline gap="sm">
        <Button variant="soft" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
          {text.previous}
        </Button>
        <Button variant="soft" size="sm" disabled={!hasNext} onClick={onNext}>
          {text.next}
        </Button>
      </Inline>
    </Inline>
  );
}
