import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './description-list';

describe('DescriptionList', () => {
  it('is a list named by its label whose terms read with their values', () => {
    render(
      <DescriptionList aria-label="Account">
        <dt>Email</dt>
        <dd>ada@example.com</dd>
        <dt>Created</dt>
        <dd>Unknown</dd>
      </DescriptionList>,
    );
    const list = screen.getByLabelText('Account');
    expect(list.tagName).toBe('DL');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Email', 'Created']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'ada@example.com',
      'Unknown',
    ]);
  });
});
