import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Form, SubmitButton } from '../field/form';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles through its label', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label="Email me weekly"
          checked={checked}
          onCheckedChange={(next) => {
            setChecked(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByText('Email me weekly'));
    expect(screen.getByRole('checkbox', { name: 'Email me weekly' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('blocks a form submit until a required checkbox is checked', async () => {
    const onSubmit = vi.fn();
    function Terms() {
      const [accepted, setAccepted] = useState(false);
      return (
        <Form onSubmit={onSubmit}>
          <Checkbox
            label="I accept the terms"
            checked={accepted}
            onCheckedChange={setAccepted}
            required
            requiredMessage="Accept the terms to continue"
          />
          <SubmitButton>Sign up</SubmitButton>
        </Form>
      );
    }
    render(<Terms />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toHaveAccessibleDescription('Accept the terms to continue');
    expect(checkbox).toHaveFocus();
    await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
