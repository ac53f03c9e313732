import { describe, expect, it } from 'vitest';
import { actorKindOf, respondentActor } from './assessment.ts';

describe('actorKindOf', () => {
  it('tells a respondent’s invitation and the daily jobs apart from a member’s uid', () => {
    expect(actorKindOf(respondentActor('inv-42'))).toBe('respondent');
    expect(actorKindOf('system-exception-expiry')).toBe('system');
    expect(actorKindOf('demo-editor')).toBe('member');
  });
});
