import { useQueryContext, type CallOutput } from '@assay/client';
import type { Answer, AnswerFields } from '@assay/domain/assessments';
import { answerConflictOf, AutosaveQueue } from '@assay/views/answers';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { saveAnswer } from '../api/save-answer.ts';

type Detail = CallOutput<'assessments-get'>;
type Saved = CallOutput<'assessments-saveAnswer'>;

export type AnswerQueue = AutosaveQueue<AnswerFields, Saved, Answer>;

/** Puts a saved (or chosen) answer into the cached assessment, with the summary the server returned. */
export function withAnswer(
  detail: Detail,
  answer: Answer,
  saved?: Pick<Saved, 'summary' | 'status'>,
): Detail {
  const others = detail.answers.filter((a) => a.ref !== answer.ref);
  return {
    ...detail,
    assessment: saved
      ? { ...detail.assessment, summary: saved.summary, status: saved.status }
      : detail.assessment,
    answers: [...others, answer],
  };
}

/**
 * The workspace's autosave queue for one assessment, bound to the callable client and the
 * cache: a saved answer replaces the cached one. Re-renders on every change of its state,
 * retries as soon as the browser is online again, and warns before the page is left with
 * something unsaved.
 */
export function useAnswerQueue(assessmentId: string): AnswerQueue {
  const { call, keys } = useQueryContext();
  const queryClient = useQueryClient();
  const bound = useRef({ call, keys });
  useEffect(() => {
    bound.current = { call, keys };
  }, [call, keys]);
  const [queue] = useState<AnswerQueue>(
    () =>
      new AutosaveQueue({
        save: async (ref, fields, expected) => {
          const saved = await saveAnswer(bound.current.call, assessmentId, ref, fields, expected);
          return { revision: saved.answer.revision, saved };
        },
        conflictOf: answerConflictOf,
        onSaved: (_ref, saved) => {
          queryClient.setQueryData<Detail>(
            bound.current.keys.of('assessments-get', { assessmentId: assessmentId }),
            (detail) => detail && withAnswer(detail, saved.answer, saved),
          );
        },
      }),
  );
  useSyncExternalStore(queue.subscribe, queue.snapshot);

  useEffect(() => {
    const online = () => queue.retryNow();
    const leaving = (event: BeforeUnloadEvent) => {
      if (!queue.hasUnsaved()) return;
      queue.flush();
      event.preventDefault();
    };
    window.addEventListener('online', online);
    window.addEventListener('beforeunload', leaving);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', leaving);
      // Leaving the workspace inside the app: what waits is saved now, not dropped.
      queue.flush();
    };
  }, [queue]);
  return queue;
}
