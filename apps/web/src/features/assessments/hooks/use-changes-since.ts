import { useQueryContext, type CallOutput } from '@assay/client';
import type { Answer } from '@assay/domain/assessments';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AnswerQueue } from './use-answer-queue.ts';

type Detail = CallOutput<'assessments-get'>;

/** How often an open workspace asks for others' changes (SPEC: they appear within 5 s). */
export const POLL_MS = 4000;

/** Answers from `changes` that are newer than the cached ones, merged by ref and revision. */
export function mergeChanges(
  detail: Detail,
  changes: CallOutput<'assessments-changesSince'>,
): { detail: Detail; newer: Answer[] } {
  const cached = new Map(detail.answers.map((a) => [a.ref, a]));
  const newer = changes.answers.filter(
    (a) =>
      (cached.get(a.ref)?.revision ?? -1) < a.revision ||
      (cached.get(a.ref)?.assigneeUid ?? null) !== (a.assigneeUid ?? null),
  );
  for (const a of newer) cached.set(a.ref, a);
  return {
    detail: {
      ...detail,
      assessment: changes.assessment,
      answers: [...cached.values()],
      serverTime: changes.serverTime,
    },
    newer,
  };
}

/**
 * Polls changes-since every 4 s while the workspace is open and the page visible, and as soon
 * as a hidden page becomes visible again: answers saved
 * by others replace the cached ones (never an edit still pending here: that one is saved on its
 * own revision and a real conflict shows as such), and their refs are returned so the list can
 * mark them "changed by others".
 */
export function useChangesSince(
  assessmentId: string,
  me: string,
  queue: AnswerQueue,
  enabled: boolean,
): ReadonlySet<string> {
  const { call, keys } = useQueryContext();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const busy = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const key = keys.of('assessments-get', { assessmentId: assessmentId });
    const poll = async () => {
      const detail = queryClient.getQueryData<Detail>(key);
      if (!detail || busy.current || document.visibilityState === 'hidden') return;
      busy.current = true;
      try {
        let since = detail.serverTime;
        for (let page = 0; page < 5; page += 1) {
          const changes = await call('assessments-changesSince', { assessmentId, since });
          const current = queryClient.getQueryData<Detail>(key);
          if (!current) return;
          const { detail: merged, newer } = mergeChanges(current, changes);
          queryClient.setQueryData(key, merged);
          for (const a of newer) queue.othersSaved(a.ref, a.revision, a);
          const byOthers = newer
            .filter((a) => a.updatedBy.kind !== 'member' || a.updatedBy.uid !== me)
            .map((a) => a.ref);
          if (byOthers.length > 0) setChanged((old) => new Set([...old, ...byOthers]));
          since = changes.serverTime;
          if (!changes.more) break;
        }
      } catch {
        // Offline or refused: the next tick tries again; the workspace shows the connection state.
      } finally {
        busy.current = false;
      }
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    // Back to a tab left in the background (where polling pauses): catch up at once, not at the next tick.
    const visible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', visible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [assessmentId, call, enabled, keys, me, queryClient, queue]);
  return changed;
}
