import { m } from '@assay/messages';
import type { Assessment } from '@assay/domain/assessments';
import { Button, Dialog, LoadingState } from '@assay/ui';
import { lazy, Suspense, useState } from 'react';
import { usePublishedBaselines } from '../api/list-baselines.ts';

// The preview (version picker, changes, scores) loads on first opening: the workspace opens without it.
const MoveVersionPreview = lazy(() =>
  import('./move-version-preview.tsx').then((m) => ({ default: m.MoveVersionPreview })),
);

/**
 * Moves the assessment to a newer published version of its baseline. Before confirming, the
 * person sees the controls added, removed and changed, how many answers carry over, and the
 * score before and after.
 */
export function MoveVersionDialog({ assessment }: { assessment: Assessment }) {
  const [open, setOpen] = useState(false);
  const baselines = usePublishedBaselines(true);
  const newer = (baselines.data ?? []).filter(
    (b) =>
      b.baseline.lineageId === assessment.baseline.lineageId &&
      b.baseline.version > assessment.baseline.version,
  );
  if (newer.length === 0) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" icon="refresh">
          {m.move_newer_version()}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="lg">
        <Dialog.Header>
          <Dialog.Title>{m.move_title()}</Dialog.Title>
          <Dialog.Description>
            {m.move_description({ baseline: assessment.baseline.name })}
          </Dialog.Description>
        </Dialog.Header>
        <Suspense fallback={<LoadingState label={m.move_comparing()} />}>
          <MoveVersionPreview assessment={assessment} newer={newer} onMoved={() => setOpen(false)} />
        </Suspense>
      </Dialog.Content>
    </Dialog.Root>
  );
}
