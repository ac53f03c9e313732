import type { SessionUser } from '@assay/auth';
import { Card, Stack } from '@assay/ui';

interface Props {
  session: SessionUser;
  build: { mode: string; version: string };
  firebase: { projectId: string; emulators: boolean };
}

/** For system developers only (claim sysdev): build, Firebase project and the caller's own claims. */
export function Diagnostics({ session, build, firebase }: Props) {
  const claims = {
    uid: session.uid,
    tid: session.tid,
    role: session.role,
    ptid: session.ptid,
    ttid: session.ttid,
    adminUI: session.adminUI,
    sysdev: session.isSystemDeveloper,
  };
  return (
    <Card title="Diagnostics" description="Shown to system developers only.">
      <Stack gap="sm">
        <dl aria-label="Build and project">
          <dt>Version</dt>
          <dd>{build.version}</dd>
          <dt>Build mode</dt>
          <dd>{build.mode}</dd>
          <dt>Firebase project</dt>
          <dd>{firebase.projectId}</dd>
          <dt>Emulators</dt>
          <dd>{firebase.emulators ? 'In use (local stack)' : 'Not in use'}</dd>
        </dl>
        <pre aria-label="Your claims">{JSON.stringify(claims, null, 2)}</pre>
      </Stack>
    </Card>
  );
}
