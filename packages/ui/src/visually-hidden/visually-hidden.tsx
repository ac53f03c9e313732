import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithRef<typeof RadixVisuallyHidden.Root>;

/** Content for screen readers only (hidden visually, kept in the accessibility tree). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...props} />;
}
