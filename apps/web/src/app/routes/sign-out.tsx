import { SignOutRoute } from '@assay/auth/react';
import { LoadingState } from '@assay/ui';

export function Component() {
  return <SignOutRoute pending={<LoadingState label="Signing out" />} />;
}
