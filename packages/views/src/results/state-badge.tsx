import type { ScoringState } from '@assay/domain/scoring';
import { Badge, type Tone } from '@assay/ui';
import { stateLabel } from './model.ts';

const tones: Record<Exclude<ScoringState, undefined>, Tone> = {
  met: 'success',
  partial: 'warning',
  not_met: 'danger',
  not_applicable: 'neutral',
  exception: 'accent',
};

/** A control's state as a coloured pill, with its word (colour is never the only cue). */
export function StateBadge({ state }: { state: ScoringState }) {
  return <Badge tone={state ? tones[state] : 'neutral'}>{stateLabel(state)}</Badge>;
}
