import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import type { Baseline } from '@assay/domain/baselines';
import { Button, ConfirmDialog, useToast } from '@assay/ui';
import { usePublishBaseline } from '../api/publish-baseline.ts';

/**
 * Publishes a draft after confirmation, over the revision the caller last saw (the Versions
 * tab's row, or the editor's last save); disabled with the reason while it cannot be.
 */
export function PublishButton({
  baseline,
  expectedRevision,
  disabledReason,
  onPublished,
}: {
  baseline: Pick<Baseline, 'id' | 'name' | 'version'>;
  expectedRevision: () => number;
  disabledReason?: string | undefined;
  onPublished?: () => void;
}) {
  const publish = usePublishBaseline();
  const { toast } = useToast();
  return (
    <ConfirmDialog
      trigger={
        <Button size="xs" icon="check" disabled={disabledReason !== undefined} title={disabledReason}>
          {m.content_admin_publish()}
        </Button>
      }
      title={m.content_admin_publish_title({ version: baseline.version, name: baseline.name })}
      description={m.content_admin_publish_description()}
      confirmLabel={m.content_admin_publish()}
      onConfirm={async () => {
        await publish.mutateAsync({ baselineId: baseline.id, expectedRevision: expectedRevision() });
        toast({ title: m.content_admin_published_toast({ version: baseline.version }), tone: 'success' });
        onPublished?.();
      }}
      errorMessage={(error) => toAppError(error).message}
    />
  );
}
