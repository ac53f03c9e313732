import { setLocale } from '@assay/messages/runtime';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { schemaRule, useFieldWording } from './field-rules.ts';

const nameRule = schemaRule(z.string().trim().min(1, 'Enter a name').max(5));

function Field({ value }: { value: string }) {
  useFieldWording();
  const result = nameRule(value);
  return <p>{result === true ? 'valid' : result}</p>;
}

describe('form checks in the browser', () => {
  it("show the schema's own sentence on an English page, not the rule's general wording", () => {
    render(<Field value="" />);
    expect(screen.getByText('Enter a name')).toBeTruthy();
    expect(nameRule('abc')).toBe(true);
  });

  it("change to the page's language once the wording has loaded, with the rule's params", async () => {
    void setLocale('de', { reload: false });
    onTestFinished(() => void setLocale('en', { reload: false }));
    render(<Field value="too long" />);
    // The wording arrives after mount; the same message is then rendered in German.
    expect(await screen.findByText('Höchstens 5 Zeichen.')).toBeTruthy();
    await act(async () => {});
    expect(nameRule('')).toBe('Pflichtfeld.');
  });
});
