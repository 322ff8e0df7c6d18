import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { GrowingTextarea } from './growing-textarea';

describe('GrowingTextarea', () => {
  it('shows its fewest lines at first and grows by its style, not by measuring in script', () => {
    renderWithProviders(<GrowingTextarea label="Message" minRows={2} maxRows={6} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveAttribute('rows', '2');
    expect(field.style.getPropertyValue('--min-rows')).toBe('2');
    expect(field.style.getPropertyValue('--max-rows')).toBe('6');
    // Mantine's autosize sets a measured height in the element's style; this one never does.
    expect(field.style.height).toBe('');
  });
});
