// A keyboard move of a roadmap item is a gesture: hold Alt, press arrows, let go of Alt. The board
// shows every step at once but saves only where the gesture ends, so seven presses write one move
// per item (and one "Reordered" entry in the activity), not seven. A drop saves at once.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RoadmapBucket } from '@assay/domain/roadmap';
import type { Placement } from './model.ts';

export interface Place {
  bucket: RoadmapBucket;
  rank: number;
}

/** Saves one item's new place; a promise says when the saved place is in `items`. */
export type SaveMove<T> = (item: T, target: Place) => void | Promise<unknown>;

/** Saves staged moves when keys stop before Alt is let go (a lost keyup, focus gone elsewhere). */
export const STAGED_MOVE_IDLE_MS = 1500;

interface Ranked {
  id: string;
  bucket: RoadmapBucket;
  rank: number;
}

export function useStagedMoves<T extends Ranked>(items: readonly T[], save: SaveMove<T> | undefined) {
  const [staged, setStaged] = useState<ReadonlyMap<string, Place>>(() => new Map());
  // The latest of each, for a save started by a timer or by unmounting.
  const latest = useRef({ staged, items, save });
  latest.current.items = items;
  latest.current.save = save;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const replace = useCallback((next: ReadonlyMap<string, Place>) => {
    latest.current.staged = next;
    setStaged(next);
  }, []);

  const commit = useCallback(() => {
    clearTimeout(timer.current);
    const moves = latest.current.staged;
    if (moves.size === 0) return;
    const saved = new Map(latest.current.items.map((item) => [item.id, item]));
    const saves: Promise<unknown>[] = [];
    for (const [id, place] of moves) {
      const item = saved.get(id);
      if (item && (item.bucket !== place.bucket || item.rank !== place.rank))
        saves.push(Promise.resolve(latest.current.save?.(item, place)));
    }
    // Until the saves settle the staged places stay on screen (no jump back while the server
    // answers); a failed save then shows the item where the server has it.
    void Promise.allSettled(saves).then(() => {
      const next = new Map(latest.current.staged);
      for (const [id, place] of moves) if (next.get(id) === place) next.delete(id);
      replace(next);
    });
  }, [replace]);

  const stage = useCallback(
    (placements: readonly Placement<T>[], { now = false } = {}) => {
      const next = new Map(latest.current.staged);
      for (const { item, bucket, rank } of placements) next.set(item.id, { bucket, rank });
      replace(next);
      clearTimeout(timer.current);
      if (now) commit();
      else timer.current = setTimeout(commit, STAGED_MOVE_IDLE_MS);
    },
    [commit, replace],
  );

  // Leaving the page mid-gesture still saves where the item was left.
  useEffect(() => commit, [commit]);

  const shown = useMemo(
    () =>
      staged.size === 0
        ? items
        : items.map((item) => {
            const place = staged.get(item.id);
            return place ? { ...item, ...place } : item;
          }),
    [items, staged],
  );
  return { shown, stage, commit };
}
