import { m } from '@assay/messages';
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
    <Card title={m.dev_tab_diagnostics()} description={m.dev_diagnostics_card()}>
      <Stack gap="sm">
        <dl aria-label={m.dev_build_project()}>
          <dt>{m.dev_version()}</dt>
          <dd>{build.version}</dd>
          <dt>{m.dev_build_mode()}</dt>
          <dd>{build.mode}</dd>
          <dt>{m.dev_firebase_project()}</dt>
          <dd>{firebase.projectId}</dd>
          <dt>{m.dev_emulators()}</dt>
          <dd>{firebase.emulators ? m.dev_emulators_on() : m.dev_emulators_off()}</dd>
        </dl>
        <pre aria-label={m.dev_your_claims()}>{JSON.stringify(claims, null, 2)}</pre>
      </Stack>
    </Card>
  );
}
