// How a version's controls are split into documents. Loading a version costs one read per
// chunk (plus its header), so chunks are as large as is safe: at most CONTROLS_PER_CHUNK
// controls and CHUNK_BYTES_MAX bytes of JSON, well under Firestore's 1 MiB per document
// (JSON over-counts Firestore's own size formula, so the margin is real).
import type { Control } from '@assay/domain/baselines';

export const CONTROLS_PER_CHUNK = 500;
export const CHUNK_BYTES_MAX = 800_000;

export function controlBytes(control: Control): number {
  return Buffer.byteLength(JSON.stringify(control), 'utf8');
}

/** The controls in order, packed greedily into chunks within both limits. */
export function chunkControls(controls: readonly Control[]): Control[][] {
  const chunks: Control[][] = [];
  let current: Control[] = [];
  let bytes = 0;
  for (const control of controls) {
    const size = controlBytes(control);
    if (current.length > 0 && (current.length >= CONTROLS_PER_CHUNK || bytes + size > CHUNK_BYTES_MAX)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(control);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
