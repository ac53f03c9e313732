import { describe, expect, it } from 'vitest';
import { answer, assessment } from '../../../test/assessments.tsx';
import { mergeChanges } from './use-changes-since.ts';

describe('mergeChanges', () => {
  it('takes answers with a newer revision or another assignee, keeps the rest, and moves serverTime on', () => {
    const detail = {
      assessment: assessment(),
      answers: [answer('IAM-01', { revision: 3, status: 'met' }), answer('IAM-02', { revision: 2 })],
      serverTime: '2026-07-03T10:00:00.000Z',
    };
    const { detail: merged, newer } = mergeChanges(detail, {
      assessment: assessment({ status: 'submitted' }),
      answers: [
        answer('IAM-01', { revision: 3, status: 'met' }),
        answer('IAM-02', { revision: 2, assigneeUid: 'u2' }),
        answer('BK-01', { revision: 1, status: 'not_met' }),
      ],
      more: false,
      serverTime: '2026-07-03T10:00:04.000Z',
    });
    expect(newer.map((a) => a.ref)).toEqual(['IAM-02', 'BK-01']);
    expect(merged.serverTime).toBe('2026-07-03T10:00:04.000Z');
    expect(merged.assessment.status).toBe('submitted');
    expect(merged.answers.map((a) => [a.ref, a.revision, a.assigneeUid ?? null])).toEqual([
      ['IAM-01', 3, null],
      ['IAM-02', 2, 'u2'],
      ['BK-01', 1, null],
    ]);
  });

  it('never goes back to an older revision', () => {
    const detail = {
      assessment: assessment(),
      answers: [answer('IAM-01', { revision: 5, status: 'met' })],
      serverTime: '2026-07-03T10:00:00.000Z',
    };
    const { detail: merged, newer } = mergeChanges(detail, {
      assessment: assessment(),
      answers: [answer('IAM-01', { revision: 4, status: 'not_met' })],
      more: false,
      serverTime: '2026-07-03T10:00:04.000Z',
    });
    expect(newer).toEqual([]);
    expect(merged.answers[0]).toMatchObject({ revision: 5, status: 'met' });
  });
});
