import { PlannedScreen } from './planned-screen.tsx';

export function Component() {
  return <PlannedScreen description="Every open remediation item across your tenants." />;
}
