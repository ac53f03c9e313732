import { m } from '@assay/messages';
import { LoadingState } from '@assay/ui';

/** Never shown for long: the guard redirects `/shared` to the user's place before this renders. */
export function Component() {
  return <LoadingState label={m.shared_opening()} />;
}
