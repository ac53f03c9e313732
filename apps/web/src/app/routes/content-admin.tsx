import { PlannedScreen } from './planned-screen.tsx';

export function Component() {
  return <PlannedScreen description="Edit your private baselines, import controls and publish versions." />;
}
