import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { hydrateWithProviders, renderWithProviders } from '@/testing/render-app';
import { SearchBox } from './search-box';

const api = {
  'GET /universal-search/water': {
    data: [
      {
        id: 1,
        title: 'Clean Water Foundation',
        title_lang: 'en',
        type: 'nonprofit',
        link: '/nonprofit-details/1',
        picture: null,
      },
    ],
  },
};

describe('The search box a first page loads', () => {
  it('reads as the search before the search arrived', () => {
    mockApi(api);
    renderWithProviders(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search the platform' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('placeholder', 'To search');
  });

  it('keeps what was typed while the search loaded, and hands it the focus', async () => {
    mockApi(api);
    renderWithProviders(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search the platform' });
    // Typed before the search's file came (a slow phone network).
    fireEvent.change(box, { target: { value: 'water' } });
    box.focus();

    await waitFor(() => expect(box).not.toBeInTheDocument());
    const search = screen.getByRole('combobox', { name: 'Search the platform' });
    expect(search).toHaveValue('water');
    expect(search).toHaveFocus();
    expect(await screen.findByRole('option', { name: /Clean Water Foundation/ })).toBeVisible();
  });

  it('loads the search when pointed at, without taking the focus', async () => {
    mockApi(api);
    renderWithProviders(
      <>
        <input aria-label="Elsewhere" />
        <SearchBox />
      </>,
    );
    screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
    const box = screen.getByRole('combobox', { name: 'Search the platform' });
    fireEvent.pointerEnter(box);

    await waitFor(() => expect(box).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('loads the search for a visitor who tabbed or typed into the server-rendered box before the app hydrated it', async () => {
    mockApi(api);
    let serverBox: HTMLInputElement | null = null;
    hydrateWithProviders(<SearchBox />, (page) => {
      serverBox = page.querySelector('input');
      serverBox!.value = 'water';
      serverBox!.focus();
    });

    await waitFor(() => expect(serverBox).not.toBeInTheDocument());
    const search = screen.getByRole('combobox', { name: 'Search the platform' });
    expect(search).toHaveValue('water');
    expect(search).toHaveFocus();
    expect(await screen.findByRole('option', { name: /Clean Water Foundation/ })).toBeVisible();
  });
});
