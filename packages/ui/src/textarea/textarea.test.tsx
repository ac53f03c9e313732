import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <Textarea
      label="Comment"
      value={value}
      onValueChange={setValue}
      maxLength={10}
      counter
      rules={[(v) => !v.includes('secret') || 'Do not paste secrets']}
      hint="Visible to shared users"
    />
  );
}

describe('Textarea', () => {
  it('limits length, counts, and validates on blur like TextField', async () => {
    render(<Harness />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.click(textarea);
    fireEvent.change(textarea, { target: { value: 'my secret and more' } });
    expect(textarea).toHaveValue('my secret ');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
    expect(screen.queryByText('Do not paste secrets')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription(/Do not paste secrets/);
  });
});
