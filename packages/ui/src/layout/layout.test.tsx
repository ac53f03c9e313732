import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from '../box/box';
import { Inline, Stack } from './layout';

describe('Box, Stack and Inline', () => {
  it('Box turns sprinkles props into classes and passes other props to the element', () => {
    render(<Box as="section" padding="lg" aria-label="Area" data-testid="box" />);
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveAttribute('aria-label', 'Area');
    expect(box).not.toHaveAttribute('padding');
    expect(box.className).not.toBe('');
  });

  it('different gaps give different classes', () => {
    render(
      <>
        <Stack data-testid="a" gap="sm" />
        <Stack data-testid="b" gap="xl" />
        <Inline data-testid="c" as="ul" />
      </>,
    );
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
    expect(screen.getByTestId('c').tagName).toBe('UL');
  });
});
