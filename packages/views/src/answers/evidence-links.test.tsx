import { setLocale } from '@assay/messages/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EvidenceLinks } from './evidence-links.tsx';

async function addLink(address: string, add = 'Add') {
  const onChange = vi.fn();
  render(<EvidenceLinks links={[]} onChange={onChange} />);
  await userEvent.type(screen.getByRole('textbox'), address);
  await userEvent.click(screen.getByRole('button', { name: add }));
  return onChange;
}

describe('evidence links', () => {
  it.each([
    ['ftp://files.example.com/report.pdf', 'Use an http or https address'],
    ['https://admin:secret@example.com/', 'Remove the user name or password from the address'],
  ])('refuses %j, saying why, and adds nothing', async (address, why) => {
    const onChange = await addLink(address);
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says why in the page's language", async () => {
    await setLocale('de', { reload: false });
    try {
      await addLink('ftp://files.example.com/', 'Hinzufügen');
      expect(screen.getByText('Verwenden Sie eine http- oder https-Adresse')).toBeInTheDocument();
    } finally {
      await setLocale('en', { reload: false });
    }
  });

  it('adds a full https address', async () => {
    const onChange = await addLink('https://example.com/policy.pdf');
    expect(onChange).toHaveBeenCalledWith(['https://example.com/policy.pdf']);
  });
});
