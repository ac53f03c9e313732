import { toAppError, useFieldWording, useOnline, type AppError } from '@assay/client';
import type { BaselineVersion } from '@assay/domain/baselines';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSaveBaseline } from '../api/save-baseline.ts';
import { contentOf, draftOf, validateDraft, type EditorDraft } from '../editor-model.ts';

/** Quiet time after the last edit before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;
/** Retry of a save that failed on the network while the browser still thinks it is online. */
export const RETRY_MS = 5_000;

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid'; count: number }
  | { kind: 'offline' }
  | { kind: 'conflict'; revision: number | undefined }
  | { kind: 'failed'; error: AppError };

/**
 * The editor's copy of a draft and its autosave: edits apply at once, a valid draft is saved
 * after a short pause with the revision it started from. Nothing typed is dropped: on a network
 * failure the copy stays and is saved again when the connection returns; on a conflict
 * (someone else saved) the user chooses to keep theirs or overwrite.
 */
export function useAutosave(version: BaselineVersion) {
  const baselineId = version.baseline.id;
  const [draft, setDraft] = useState<EditorDraft>(() => draftOf(version));
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const revision = useRef(version.baseline.revision);
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const inFlight = useRef(false);
  const online = useOnline();
  // mutateAsync is stable across renders (the mutation result object is not).
  const { mutateAsync: saveDraft } = useSaveBaseline();
  const wording = useFieldWording();
  const issues = useMemo(() => validateDraft(draft, wording), [draft, wording]);
  const latest = useRef({ draft, issues });
  latest.current = { draft, issues };

  const edit = useCallback((change: (current: EditorDraft) => EditorDraft) => {
    edits.current += 1;
    setDraft(change);
  }, []);

  const flush = useCallback(async () => {
    if (inFlight.current || edits.current === savedEdits.current) return;
    const { draft: current, issues: problems } = latest.current;
    if (problems.count > 0) return;
    inFlight.current = true;
    const sending = edits.current;
    setState({ kind: 'saving' });
    try {
      const saved = await saveDraft({
        baselineId,
        expectedRevision: revision.current,
        ...contentOf(current),
      });
      revision.current = saved.baseline.revision;
      savedEdits.current = sending;
      setState(edits.current === sending ? { kind: 'saved' } : { kind: 'pending' });
    } catch (caught) {
      const error = toAppError(caught);
      if (error.code === 'aborted')
        setState({
          kind: 'conflict',
          revision: typeof error.details?.revision === 'number' ? error.details.revision : undefined,
        });
      else if (error.code === 'unavailable' || error.code === 'deadline-exceeded')
        setState({ kind: 'offline' });
      else setState({ kind: 'failed', error });
    } finally {
      inFlight.current = false;
    }
  }, [baselineId, saveDraft]);

  // Save after a pause in editing; say why not when the draft has problems.
  useEffect(() => {
    if (edits.current === savedEdits.current) return;
    if (issues.count > 0) {
      setState((current) =>
        current.kind === 'invalid' && current.count === issues.count
          ? current
          : { kind: 'invalid', count: issues.count },
      );
      return;
    }
    setState((current) =>
      current.kind === 'conflict' || current.kind === 'pending' ? current : { kind: 'pending' },
    );
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, issues.count, flush]);

  // After a network failure: try again when the browser is back online, and every few seconds.
  useEffect(() => {
    if (state.kind !== 'offline' || !online) return;
    const timer = setTimeout(() => void flush(), RETRY_MS);
    return () => clearTimeout(timer);
  }, [state.kind, online, flush]);
  useEffect(() => {
    if (online && state.kind === 'offline') void flush();
    // Only on the change of connectivity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online]);

  // Leaving the editor saves what is pending at once; leaving the page with unsaved edits asks first.
  const latestFlush = useRef(flush);
  latestFlush.current = flush;
  useEffect(() => () => void latestFlush.current(), []);
  const unsaved = edits.current !== savedEdits.current;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  /** Keep my copy: save it over the other person's revision. */
  const overwrite = useCallback(() => {
    if (state.kind !== 'conflict' || state.revision === undefined) return;
    revision.current = state.revision;
    void flush();
  }, [state, flush]);

  /** Take the saved version instead of my copy. */
  const reset = useCallback((fresh: BaselineVersion) => {
    revision.current = fresh.baseline.revision;
    edits.current = 0;
    savedEdits.current = 0;
    setDraft(draftOf(fresh));
    setState({ kind: 'saved' });
  }, []);

  const displayed: SaveState = !online && unsaved ? { kind: 'offline' } : state;
  /** The revision of the last save (what a publish from the editor expects). */
  const savedRevision = useCallback(() => revision.current, []);
  return { draft, edit, issues, state: displayed, overwrite, reset, savedRevision };
}
