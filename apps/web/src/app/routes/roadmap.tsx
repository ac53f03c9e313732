import { PageHeader, Stack } from '@assay/ui';
import { CalendarFeedDialog } from '../../features/roadmap/components/calendar-feed-dialog.tsx';
import { RoadmapScreen } from '../../features/roadmap/components/roadmap-screen.tsx';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Roadmap"
        description="Every open remediation item across your tenants, prioritised into Now, Next and Later."
        actions={<CalendarFeedDialog />}
      />
      <RoadmapScreen />
    </Stack>
  );
}
