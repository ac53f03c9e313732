import type { Control } from '@assay/domain/baselines';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ControlFields } from './control-fields.tsx';
import { withTranslation } from './control-translations.tsx';

const control: Control = {
  id: 'c1',
  ref: 'IAM-01',
  title: 'Access reviews',
  description: '',
  guidance: '',
  domainId: 'd1',
  weight: 3,
  effort: 'M',
  references: [],
  tags: [],
  translations: { fr: { title: 'Revues des accès' } },
};

describe('a control’s translations', () => {
  it('set one field of one language and leave out what is emptied, down to no translations at all', () => {
    const de = withTranslation(undefined, 'de', 'title', 'Zugriffsprüfungen');
    expect(de).toEqual({ de: { title: 'Zugriffsprüfungen' } });
    const both = withTranslation(de, 'de', 'guidance', 'Vierteljährlich');
    expect(both).toEqual({ de: { title: 'Zugriffsprüfungen', guidance: 'Vierteljährlich' } });
    expect(withTranslation(both, 'de', 'title', '')).toEqual({ de: { guidance: 'Vierteljährlich' } });
    expect(withTranslation(de, 'de', 'title', '')).toBeUndefined();
    expect(withTranslation({ fr: { title: 'Revues' } }, 'de', 'title', '')).toEqual({
      fr: { title: 'Revues' },
    });
  });

  it('are edited per language in the control’s fields and handed on with the control’s other languages kept', async () => {
    const onChange = vi.fn();
    render(
      <ControlFields
        control={control}
        domains={[{ id: 'd1', name: 'Identity', order: 0 }]}
        issues={{ translations: 'Give a title, description or guidance, or leave the language out' }}
        onChange={onChange}
        readOnly={false}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('alert')).toHaveTextContent('Give a title, description or guidance');
    await user.click(screen.getByLabelText('Title (Deutsch)'));
    await user.paste('Zugriffsprüfungen');
    expect(onChange).toHaveBeenLastCalledWith({
      translations: { fr: { title: 'Revues des accès' }, de: { title: 'Zugriffsprüfungen' } },
    });
    await user.click(screen.getByRole('tab', { name: 'Français' }));
    expect(screen.getByLabelText('Title (Français)')).toHaveValue('Revues des accès');
    await user.clear(screen.getByLabelText('Title (Français)'));
    expect(onChange).toHaveBeenLastCalledWith({ translations: undefined });
  });
});
