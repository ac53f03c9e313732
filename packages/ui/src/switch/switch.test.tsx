import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a labelled switch that toggles', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <Switch label="Share roadmap" hint="Shared users can see it" checked={on} onCheckedChange={setOn} />
      );
    }
    render(<Harness />);
    const control = screen.getByRole('switch', { name: 'Share roadmap' });
    expect(control).toHaveAccessibleDescription('Shared users can see it');
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(control).toBeChecked();
  });
});
