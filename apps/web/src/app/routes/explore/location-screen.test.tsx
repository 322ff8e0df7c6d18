import type { LocationItem } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function place(id: number, name: string, overrides: Partial<LocationItem> = {}): LocationItem {
  return {
    id,
    name,
    description: `About ${name}.`,
    picture: null,
    logo: null,
    colorTheme: null,
    parent_topic: null,
    ...overrides,
  };
}

const api = {
  'GET /cities': {
    data: [
      place(1, 'Amsterdam', {
        picture: 'amsterdam.jpg',
        parent_topic: { name: 'Netherlands' },
        description: 'A'.repeat(130),
      }),
    ],
  },
  'GET /countries': {
    data: [place(2, 'Netherlands', { logo: 'nl.png', parent_topic: { name: 'Europe' } })],
  },
  'GET /continents': { data: [place(3, 'Europe', { description: null })] },
};

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('Location page', () => {
  it('shows cities, countries and continents with picture, name, description and parent', async () => {
    mockApi(api);
    renderApp('/location');

    expect(screen.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible();
    const cities = section('Cities');
    expect(await cities.findByRole('heading', { level: 3, name: 'Amsterdam' })).toBeVisible();
    expect(cities.getByText('Country: Netherlands')).toBeVisible();
    expect(cities.getByText(`${'A'.repeat(120)}...`)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Cities' }).querySelector('img')).toHaveAttribute(
      'src',
      '/storage/original/amsterdam.jpg',
    );

    const countries = section('Countries');
    expect(await countries.findByText('Continent: Europe')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Countries' }).querySelector('img')).toHaveAttribute(
      'src',
      '/storage/original/nl.png',
    );

    const continents = section('Continents');
    expect(await continents.findByRole('heading', { name: 'Europe' })).toBeVisible();
    expect(continents.getByText('No description right now')).toBeVisible();
    expect(document.title).toBe('Places | PifWorld');
  });

  it('handles loading, error with Retry and empty per section', async () => {
    const handlers: Record<string, unknown> = {
      'GET /cities': () => new Promise(() => {}),
      'GET /countries': reply(500, { message: 'Boom' }),
      'GET /continents': { data: [] },
    };
    mockApi(handlers);
    const { user } = renderApp('/location');

    expect(section('Cities').getByRole('status')).toHaveTextContent('Loading cards...');
    expect(await section('Countries').findByRole('alert')).toHaveTextContent(
      'The countries could not be loaded.',
    );
    expect(
      await section('Continents').findByText('There are no continents to show yet.'),
    ).toBeVisible();

    handlers['GET /countries'] = api['GET /countries'];
    await user.click(section('Countries').getByRole('button', { name: 'Retry' }));

    expect(await section('Countries').findByRole('heading', { name: 'Netherlands' })).toBeVisible();
  });

  it('is in Dutch when Dutch is chosen', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(api);
    renderApp('/location');

    expect(await screen.findByRole('heading', { level: 1, name: 'Plaatsen' })).toBeVisible();
    expect(await section('Steden').findByText('Land: Netherlands')).toBeVisible();
  });
});
