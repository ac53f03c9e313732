import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldHandle } from '../field/use-field-rules';
import { Select } from './select';

const options = [
  { value: 'read', label: 'Read' },
  { value: 'read-write', label: 'Read and write' },
];

function Harness({ onChange, required = false }: { onChange?: (value: string) => void; required?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Scope"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      options={options}
      placeholder="Choose a scope"
      hint="What the key may do"
      required={required}
    />
  );
}

describe('Select', () => {
  it('is a labelled combobox showing the placeholder and described by its hint', () => {
    render(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Scope' });
    expect(combobox).toHaveTextContent('Choose a scope');
    expect(combobox).toHaveAccessibleDescription('What the key may do');
  });

  it('selects an option with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Scope' });
    combobox.focus();
    await userEvent.keyboard('{Enter}');
    const option = await screen.findByRole('option', { name: 'Read and write' });
    await userEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('read-write');
    expect(screen.getByRole('combobox', { name: 'Scope' })).toHaveTextContent('Read and write');
  });

  it('shows the required message when validated empty', () => {
    const ref = createRef<FieldHandle>();
    render(
      <Select ref={ref} label="Scope" value="" options={options} required requiredMessage="Pick a scope" />,
    );
    act(() => {
      ref.current!.validateNow();
    });
    const combobox = screen.getByRole('combobox', { name: /Scope/ });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Pick a scope');
  });
});
