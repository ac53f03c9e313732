import { m } from '@assay/messages';
import { EmptyState, PageHeader, Stack } from '@assay/ui';
import { useMatches } from 'react-router';

/** The frame of a screen whose content later work fills: its route, guard and title are real. */
export function PlannedScreen({ description }: { description: string }) {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  const title = handle?.title ?? 'Assay';
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} />
      <EmptyState icon="info" title={`${title} is being built`} description={m.planned_description()} />
    </Stack>
  );
}
