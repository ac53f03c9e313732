import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, SubmitButton } from '../field/form';
import type { Rule } from '../field/rules';
import type { FieldHandle } from '../field/use-field-rules';
import { englishUiText, LocaleProvider } from '../locale/index';
import { TextField, type TextFieldProps } from './text-field';

type HarnessProps = Omit<TextFieldProps, 'value' | 'onValueChange' | 'label'> & {
  initial?: string;
  onModel?: (value: string) => void;
};

/** A parent that owns the model value, like an app screen would. */
function Harness({ initial = '', onModel, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TextField
        label="Name"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onModel?.(next);
        }}
        {...props}
      />
      <output data-testid="model">{value}</output>
    </>
  );
}

const notAcme: Rule = (value) => value !== 'acme' || 'That name is taken';

afterEach(() => {
  vi.useRealTimers();
});

describe('TextField', () => {
  it('is labelled and updates the model value as the user types', async () => {
    const onModel = vi.fn();
    render(<Harness onModel={onModel} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Contoso');
    expect(screen.getByTestId('model')).toHaveTextContent('Contoso');
    expect(onModel).toHaveBeenLastCalledWith('Contoso');
  });

  it('shows the first failing rule only after blur, linked with aria-describedby and aria-invalid', async () => {
    render(
      <Harness
        required
        rules={[(v) => v.length >= 3 || 'Use at least 3 characters', notAcme]}
        hint="Shown to members"
      />,
    );
    const input = screen.getByRole('textbox', { name: /Name/ });
    await userEvent.type(input, 'ac');
    expect(screen.queryByText('Use at least 3 characters')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.tab();
    const message = screen.getByText('Use at least 3 characters');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toContain(message.closest('p')!.id);
    expect(input).toHaveAccessibleDescription(/Use at least 3 characters/);
    expect(input).toHaveAccessibleDescription(/Shown to members/);

    // once touched, it re-validates as the value changes: the next rule's message, then none
    await userEvent.type(input, 'me');
    expect(screen.getByText('That name is taken')).toBeInTheDocument();
    expect(screen.queryByText('Use at least 3 characters')).not.toBeInTheDocument();
    await userEvent.type(input, '!');
    expect(screen.queryByText('That name is taken')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('required shows the required message on blur and marks aria-required', async () => {
    render(<Harness required requiredMessage="Name is required" />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.click(input);
    await userEvent.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('shows an external (server) error at once', () => {
    render(<Harness error="Tenant name already exists" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByText('Tenant name already exists')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Tenant name already exists');
  });

  it('applies the mask as the user types and emits the masked value', async () => {
    render(<Harness mask="####-##" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, '12ab3456789');
    expect(input).toHaveValue('1234-56');
    expect(screen.getByTestId('model')).toHaveTextContent('1234-56');
  });

  it('enforces maxLength, also on paste, and shows the counter', async () => {
    render(<Harness maxLength={5} counter />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
    await userEvent.type(input, 'abc');
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'abcdefgh' } });
    expect(input).toHaveValue('abcde');
    expect(screen.getByTestId('model')).toHaveTextContent(/^abcde$/);
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
  });

  it('counts characters without a max length', async () => {
    render(<Harness counter />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'hello');
    expect(screen.getByText('5')).toBeInTheDocument();
  });

  it('debounces onValueChange while the input stays responsive', () => {
    vi.useFakeTimers();
    const onModel = vi.fn();
    render(<Harness debounce={300} onModel={onModel} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.change(input, { target: { value: 'ab' } });
    expect(input).toHaveValue('ab');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onModel).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'abc' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onModel).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onModel).toHaveBeenCalledTimes(1);
    expect(onModel).toHaveBeenCalledWith('abc');
  });

  it('flushes a pending debounced value on blur', () => {
    vi.useFakeTimers();
    const onModel = vi.fn();
    render(<Harness debounce={500} onModel={onModel} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(input, { target: { value: 'quick' } });
    fireEvent.blur(input);
    expect(onModel).toHaveBeenCalledWith('quick');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onModel).toHaveBeenCalledTimes(1);
  });

  it('takes a new model value from the parent', () => {
    function Parent() {
      const [value, setValue] = useState('first');
      return (
        <>
          <TextField label="Name" value={value} onValueChange={setValue} />
          <button onClick={() => setValue('reset')}>reset</button>
        </>
      );
    }
    render(<Parent />);
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('reset');
  });

  it('validateNow via ref shows the message and reports validity', () => {
    const ref = createRef<FieldHandle>();
    render(<Harness ref={ref} required />);
    let valid = true;
    act(() => {
      valid = ref.current!.validateNow();
    });
    expect(valid).toBe(false);
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('says of an empty required field what its own rules say, when they speak of empty values', () => {
    const ref = createRef<FieldHandle>();
    render(<Harness ref={ref} required rules={[(value: string) => value.trim() !== '' || 'Enter a name']} />);
    act(() => {
      ref.current!.validateNow();
    });
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it("says an empty required field is required in the page's language", () => {
    const ref = createRef<FieldHandle>();
    render(
      <LocaleProvider locale="de" text={{ ...englishUiText, required: 'Dieses Feld ist erforderlich' }}>
        <Harness ref={ref} required />
      </LocaleProvider>,
    );
    act(() => {
      ref.current!.validateNow();
    });
    expect(screen.getByText('Dieses Feld ist erforderlich')).toBeInTheDocument();
  });
});

describe('Form with fields', () => {
  function SignUp({
    onSubmit,
  }: {
    onSubmit: (values: { name: string; code: string }) => void | Promise<void>;
  }) {
    const [name, setName] = useState('');
    const [code, setCode] = useState('');
    return (
      <Form onSubmit={() => onSubmit({ name, code })}>
        <TextField label="Name" value={name} onValueChange={setName} required debounce={200} />
        <TextField
          label="Code"
          value={code}
          onValueChange={setCode}
          rules={[(v) => v.length === 7 || 'Enter the full code']}
          mask="####-##"
        />
        <SubmitButton>Create</SubmitButton>
      </Form>
    );
  }

  it('shows every message after the first submit attempt, focuses the first invalid field and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the full code')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
  });

  it('submits with the final values, including a still-debounced one', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Contoso');
    // submit with Enter right away, inside the 200 ms debounce window
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Contoso', code: '1234-56' });
  });

  it('shows the submit button as busy while an async onSubmit runs', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Contoso');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-busy', 'true');
    finish();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create' })).not.toHaveAttribute('aria-busy'),
    );
  });
});
