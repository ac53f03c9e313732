import { m } from '@assay/messages';
import { PageHeader, Stack } from '@assay/ui';
import { CalendarFeedDialog } from '../../features/roadmap/components/calendar-feed-dialog.tsx';
import { RoadmapScreen } from '../../features/roadmap/components/roadmap-screen.tsx';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        title={m.roadmap_title()}
        description={m.roadmap_description()}
        actions={<CalendarFeedDialog />}
      />
      <RoadmapScreen />
    </Stack>
  );
}
