import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES_MAX, chunkControls, controlBytes, CONTROLS_PER_CHUNK } from './chunks.ts';
import { syntheticVersion } from '../../../test/support/synthetic-baselines.ts';

describe('chunkControls', () => {
  it('packs 2,000 ordinary controls into 4 chunks of 500, in order', () => {
    const { controls } = syntheticVersion({ id: 'b', owner: { kind: 'global' }, controls: 2000 });
    const chunks = chunkControls(controls);
    expect(chunks.map((chunk) => chunk.length)).toEqual([500, 500, 500, 500]);
    expect(chunks.flat()).toEqual(controls);
  });

  it('starts a new chunk before one would pass the byte limit', () => {
    const { controls } = syntheticVersion({
      id: 'b',
      owner: { kind: 'global' },
      controls: 300,
      textLength: 5000,
    });
    const chunks = chunkControls(controls);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(CONTROLS_PER_CHUNK);
      expect(chunk.reduce((sum, control) => sum + controlBytes(control), 0)).toBeLessThanOrEqual(
        CHUNK_BYTES_MAX,
      );
    }
    expect(chunks.flat()).toEqual(controls);
  });

  it('stores no chunk for a version without controls', () => {
    expect(chunkControls([])).toEqual([]);
  });
});
