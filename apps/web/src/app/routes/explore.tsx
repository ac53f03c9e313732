import { PlannedScreen } from './planned-screen.tsx';

export function Component() {
  return <PlannedScreen description="Browse baselines and controls, and compare tenants side by side." />;
}
