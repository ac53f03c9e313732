import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DomainTranslationsButton, domainTranslationsOf } from './domain-translations.tsx';

describe('a domain’s names in other languages', () => {
  it('keep only the languages given a name, trimmed, and nothing when none is', () => {
    expect(domainTranslationsOf({ de: ' Identität ', fr: '', nl: '  ', es: 'Identidad' })).toEqual({
      de: { name: 'Identität' },
      es: { name: 'Identidad' },
    });
    expect(domainTranslationsOf({ de: '', fr: '', nl: '', es: '' })).toBeUndefined();
  });

  it('are edited in a dialog from the domain’s row, keeping the names already given', async () => {
    const onChange = vi.fn();
    render(
      <DomainTranslationsButton
        name="Identity"
        translations={{ fr: { name: 'Identité' } }}
        onChange={onChange}
        error={undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Names of Identity in other languages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identity in other languages' });
    expect(screen.getByRole('textbox', { name: 'Français' })).toHaveValue('Identité');
    await userEvent.type(screen.getByRole('textbox', { name: 'Deutsch' }), 'Identität');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith({ de: { name: 'Identität' }, fr: { name: 'Identité' } });
    expect(dialog).not.toBeInTheDocument();
  });

  it('hand on no translations at all once every name is cleared', async () => {
    const onChange = vi.fn();
    render(
      <DomainTranslationsButton
        name="Identity"
        translations={{ fr: { name: 'Identité' } }}
        onChange={onChange}
        error={undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Names of Identity in other languages' }));
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Français' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
