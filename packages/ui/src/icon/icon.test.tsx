import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { iconNames } from './icon-paths';

const required = [
  'plus',
  'search',
  'close',
  'chevron-down',
  'chevron-up',
  'chevron-left',
  'chevron-right',
  'check',
  'alert',
  'info',
  'trash',
  'archive',
  'edit',
  'user',
  'users',
  'settings',
  'logout',
  'home',
  'building',
  'clipboard',
  'map',
  'code',
  'shield',
  'sun',
  'moon',
  'menu',
  'external',
  'sort',
];

describe('Icon', () => {
  it('has every icon the product needs', () => {
    expect(iconNames).toEqual(expect.arrayContaining(required));
  });

  it.each([
    ['xs', 18],
    ['sm', 24],
    ['md', 32],
    ['lg', 38],
    ['xl', 46],
  ] as const)('size %s renders %i px', (size, px) => {
    const { container } = render(<Icon name="plus" size={size} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', String(px));
    expect(svg).toHaveAttribute('height', String(px));
  });

  it('is decorative without a label', () => {
    const { container } = render(<Icon name="home" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image with an accessible name when labelled', () => {
    render(<Icon name="alert" label="Warning" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });
});
