import { issueMessage, loadErrorWording, wordRule, type FieldWording } from '@assay/client';
import type { Control, Domain } from '@assay/domain/baselines';
import { setLocale } from '@assay/messages/runtime';
import { describe, expect, it, onTestFinished } from 'vitest';
import { validateDraft, type EditorDraft } from './editor-model.ts';

const domain: Domain = { id: 'iam', name: 'Identity', order: 0 };
const control = (id: string, ref: string, title: string): Control => ({
  id,
  ref,
  title,
  description: '',
  guidance: '',
  domainId: 'iam',
  weight: 2,
  effort: 'S',
  references: [],
  tags: [],
});
const draft: EditorDraft = {
  name: 'Mine',
  description: '',
  domains: [domain],
  controls: [control('c1', 'IAM-01', 'Use MFA'), control('c2', 'IAM-01', '')],
};

const wording: FieldWording = { issue: issueMessage, rule: wordRule };

describe('validateDraft', () => {
  it("says on an English page what the server's schema says, per control and field", () => {
    const issues = validateDraft(draft, wording);
    expect(issues.controls.get('c2')).toEqual({ title: 'Enter a title', ref: 'Ref "IAM-01" is used twice' });
    expect(issues.count).toBe(2);
  });

  it("words the same rules in the page's language, with the value at fault", async () => {
    await loadErrorWording();
    void setLocale('de', { reload: false });
    onTestFinished(() => void setLocale('en', { reload: false }));
    expect(validateDraft(draft, wording).controls.get('c2')).toEqual({
      title: 'Pflichtfeld.',
      ref: '„IAM-01“ wird doppelt verwendet.',
    });
  });
});
