import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { screen } from '@testing-library/react';
import { useHydrated } from './use-hydrated';

function Submit() {
  return (
    <button type="submit" disabled={!useHydrated()}>
      Send
    </button>
  );
}

describe('useHydrated', () => {
  it('keeps a submit button disabled in the server-rendered page, enabled in the running app', () => {
    expect(renderToString(<Submit />)).toContain('disabled');
    renderWithProviders(<Submit />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
