import { PlannedScreen } from './planned-screen.tsx';

export function Component() {
  return <PlannedScreen description="API keys and the REST API reference." />;
}
