import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const show = (text: string) =>
  render(
    <MantineProvider>
      <RichText text={text} />
    </MantineProvider>,
  );

describe('RichText', () => {
  it('shows rich text as formatted HTML, not as tags', () => {
    const { container } = show('<p>We keep the <strong>river</strong> clean.</p>');
    expect(screen.getByText('river').tagName).toBe('STRONG');
    expect(container).not.toHaveTextContent('<p>');
  });

  it('shows plain text with its line breaks, and markup-like text as text', () => {
    const { container } = show('Line one\nLine two & 5 > 3');
    expect(container.querySelector('strong')).toBeNull();
    expect(container).toHaveTextContent('Line one Line two & 5 > 3');
  });
});
