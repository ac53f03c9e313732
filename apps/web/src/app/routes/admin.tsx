import { PlannedScreen } from './planned-screen.tsx';

export function Component() {
  return <PlannedScreen description="Your organisation profile, members, plan and billing, and the audit log." />;
}
