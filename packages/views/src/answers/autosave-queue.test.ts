import { AppError } from '@assay/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveQueue } from './autosave-queue.ts';

interface Call {
  key: string;
  fields: string;
  expected: number;
  resolve: (revision: number) => void;
  reject: (error: unknown) => void;
}

/** A server whose answers the test gives by hand, one call at a time. */
function harness() {
  const calls: Call[] = [];
  const saved: string[] = [];
  const queue = new AutosaveQueue<string, string, string>({
    debounceMs: 500,
    save: (key, fields, expected) =>
      new Promise((resolve, reject) =>
        calls.push({
          key,
          fields,
          expected,
          resolve: (revision) => resolve({ revision, saved: fields }),
          reject,
        }),
      ),
    conflictOf: (error) =>
      error.code === 'aborted'
        ? { theirs: String(error.details?.theirs), revision: Number(error.details?.revision) }
        : null,
    onSaved: (key, value) => saved.push(`${key}=${value}`),
  });
  return { queue, calls, saved };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AutosaveQueue', () => {
  it('saves an edit after the pause with the revision it was made on, and the next save expects the revision returned', async () => {
    const { queue, calls, saved } = harness();
    queue.edit('IAM-01', 'met', 3);
    expect(queue.overall()).toBe('saving');
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map(({ key, fields, expected }) => ({ key, fields, expected }))).toEqual([
      { key: 'IAM-01', fields: 'met', expected: 3 },
    ]);
    calls[0]!.resolve(4);
    await settle();
    expect(queue.overall()).toBe('saved');
    expect(saved).toEqual(['IAM-01=met']);
    queue.edit('IAM-01', 'partial', 4);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[1]).toMatchObject({ fields: 'partial', expected: 4 });
  });

  it('saves only the last of edits made within the pause', async () => {
    const { queue, calls } = harness();
    queue.edit('IAM-01', 'a', 0);
    await vi.advanceTimersByTimeAsync(300);
    queue.edit('IAM-01', 'ab', 0);
    await vi.advanceTimersByTimeAsync(300);
    queue.edit('IAM-01', 'abc', 0);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.fields)).toEqual(['abc']);
  });

  it('saves an edit made while the previous save was in flight after it, on the new revision', async () => {
    const { queue, calls } = harness();
    queue.edit('IAM-01', 'first', 0);
    await vi.advanceTimersByTimeAsync(500);
    queue.edit('IAM-01', 'second', 0);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(1);
    await settle();
    expect(calls.map((c) => [c.fields, c.expected])).toEqual([
      ['first', 0],
      ['second', 1],
    ]);
    expect(queue.pendingOf('IAM-01')).toBe('second');
    calls[1]!.resolve(2);
    await settle();
    expect(queue.pendingOf('IAM-01')).toBeUndefined();
    expect(queue.overall()).toBe('saved');
  });

  it('keeps an edit through a network failure, shows offline and saves it on a retry after 1 s', async () => {
    const { queue, calls } = harness();
    queue.edit('IAM-01', 'met', 0);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new AppError('unavailable', 'offline'));
    await settle();
    expect(queue.overall()).toBe('offline');
    expect(queue.pendingOf('IAM-01')).toBe('met');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new AppError('unavailable', 'offline'));
    await settle();
    await vi.advanceTimersByTimeAsync(1499);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[2]).toMatchObject({ fields: 'met', expected: 0 });
    calls[2]!.resolve(1);
    await settle();
    expect(queue.overall()).toBe('saved');
  });

  it('retries at once when asked (the browser is online again)', async () => {
    const { queue, calls } = harness();
    queue.edit('IAM-01', 'met', 0);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new AppError('unavailable', 'offline'));
    await settle();
    queue.retryNow();
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('stops a control in conflict with the other answer, and saves mine over their revision when I choose mine', async () => {
    const { queue, calls } = harness();
    queue.edit('IAM-01', 'mine', 2);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new AppError('aborted', 'newer', { theirs: 'theirs', revision: 5 }));
    await settle();
    expect(queue.overall()).toBe('conflict');
    expect(queue.conflictOf('IAM-01')).toEqual({ theirs: 'theirs', revision: 5 });
    expect(queue.conflicts()).toEqual(['IAM-01']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    queue.resolve('IAM-01', 'mine');
    await settle();
    expect(calls[1]).toMatchObject({ fields: 'mine', expected: 5 });
  });

  it('saves mine over the latest answer when someone saved again after I chose mine, without asking again', async () => {
    const { queue, calls, saved } = harness();
    queue.edit('IAM-01', 'mine', 2);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new AppError('aborted', 'newer', { theirs: 'theirs', revision: 5 }));
    await settle();
    queue.resolve('IAM-01', 'mine');
    await settle();
    calls[1]!.reject(new AppError('aborted', 'newer', { theirs: 'theirs again', revision: 6 }));
    await settle();
    expect(queue.conflicts()).toEqual([]);
    expect(calls[2]).toMatchObject({ fields: 'mine', expected: 6 });
    calls[2]!.resolve(7);
    await settle();
    expect(saved).toEqual(['IAM-01=mine']);
    expect(queue.overall()).toBe('saved');
    // The choice covered that save only: a later edit meeting a newer answer asks again.
    queue.edit('IAM-01', 'next', 7);
    await vi.advanceTimersByTimeAsync(500);
    calls[3]!.reject(new AppError('aborted', 'newer', { theirs: 'other', revision: 8 }));
    await settle();
    expect(queue.conflictOf('IAM-01')).toEqual({ theirs: 'other', revision: 8 });
  });

  it('shows the newest of their answers in an open conflict, and choosing mine saves over that one', async () => {
    const { queue, calls } = harness();
    queue.edit('IAM-01', 'mine', 2);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new AppError('aborted', 'newer', { theirs: 'theirs', revision: 5 }));
    await settle();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.othersSaved('IAM-01', 6, 'theirs, changed');
    expect(listener).toHaveBeenCalled();
    expect(queue.conflictOf('IAM-01')).toEqual({ theirs: 'theirs, changed', revision: 6 });
    queue.othersSaved('IAM-01', 4, 'older');
    expect(queue.conflictOf('IAM-01')).toEqual({ theirs: 'theirs, changed', revision: 6 });
    queue.resolve('IAM-01', 'mine');
    await settle();
    expect(calls[1]).toMatchObject({ fields: 'mine', expected: 6 });
  });

  it('expects the revision someone else saved when nothing of mine is pending', async () => {
    const { queue, calls } = harness();
    queue.edit('IAM-01', 'mine', 2);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.resolve(3);
    await settle();
    queue.othersSaved('IAM-01', 4, 'theirs');
    queue.edit('IAM-01', 'again', 3);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[1]).toMatchObject({ fields: 'again', expected: 4 });
  });

  it('drops mine and keeps theirs when I choose theirs', async () => {
    const { queue, calls } = harness();
    queue.edit('IAM-01', 'mine', 2);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new AppError('aborted', 'newer', { theirs: 'theirs', revision: 5 }));
    await settle();
    queue.resolve('IAM-01', 'theirs');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(queue.pendingOf('IAM-01')).toBeUndefined();
    expect(queue.overall()).toBe('saved');
    queue.edit('IAM-01', 'later', 5);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[1]).toMatchObject({ fields: 'later', expected: 5 });
  });

  it('does not retry an answer the server refuses for another reason, keeps it, and retries when asked', async () => {
    const { queue, calls } = harness();
    queue.edit('IAM-01', 'bad', 0);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new AppError('invalid-argument', 'Some fields need your attention.'));
    await settle();
    expect(queue.overall()).toBe('error');
    expect(queue.errorOf('IAM-01')?.code).toBe('invalid-argument');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(queue.hasUnsaved()).toBe(true);
    queue.retryNow();
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('saves different controls side by side but never the same control twice at once', async () => {
    const { queue, calls } = harness();
    queue.edit('A-1', 'a', 0);
    queue.edit('B-1', 'b', 0);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.key).sort()).toEqual(['A-1', 'B-1']);
    queue.edit('A-1', 'a2', 0);
    queue.flush();
    await settle();
    expect(calls).toHaveLength(2);
    calls.find((c) => c.key === 'A-1')!.resolve(1);
    await settle();
    expect(calls.map((c) => `${c.key}:${c.fields}`)).toEqual(['A-1:a', 'B-1:b', 'A-1:a2']);
  });

  it('tells subscribers about every change of state', async () => {
    const { queue, calls } = harness();
    const listener = vi.fn();
    queue.subscribe(listener);
    const before = queue.snapshot();
    queue.edit('IAM-01', 'met', 0);
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.resolve(1);
    await settle();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(queue.snapshot()).not.toBe(before);
  });
});
