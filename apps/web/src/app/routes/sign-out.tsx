import { m } from '@assay/messages';
import { SignOutRoute } from '@assay/auth/react';
import { LoadingState } from '@assay/ui';

export function Component() {
  return <SignOutRoute pending={<LoadingState label={m.signing_out()} />} />;
}
