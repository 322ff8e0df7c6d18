import { Button } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fundraiserListItem, nonprofitListItem } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { CompanyCard } from './company-card';
import { CompanyEventCard } from './company-event-card';
import { EventCard } from './event-card';
import { DEFAULT_IMAGE } from './fallback-images';
import { FundraiserCard } from './fundraiser-card';
import { NonprofitCard } from './nonprofit-card';
import { TopicCard } from './topic-card';
import {
  companyEventListItem,
  companyListItem,
  eventListItem,
  topicListItem,
} from './testing/card-fixtures';

const long =
  'Clean drinking water for every village in the region, delivered through wells, filters and training for local technicians who keep them running.';

const topic = topicListItem(7, 'Clean water', {
  description: long,
  picture: 'water.jpg',
  followers_count: 1234,
});
const event = eventListItem(12, 'Charity run Utrecht', {
  description: 'A 5 km run along the canals.',
  logo: 'run-logo.png',
});
const company = companyListItem(4, 'Green Bikes BV', {
  description: null,
  label: 'Mobility',
  verified: true,
  events_count: 1,
});
const companyEvent = companyEventListItem(8, 'Bike to work week');

function card(name: string) {
  return within(screen.getByRole('heading', { name }).closest('article') as HTMLElement);
}

describe('cards', { timeout: 15_000 }, () => {
  it('topic card: links to its details, cuts the description at 120 characters and counts followers', () => {
    mockApi();
    renderWithProviders(<TopicCard item={topic} action={<Button>Follow</Button>} />);

    const link = screen.getByRole('link', { name: 'Clean water' });
    expect(link).toHaveAttribute('href', '/discover/details/topic/7');
    const cut = card('Clean water').getByText(/^Clean drinking water/);
    expect(cut.textContent).toBe(`${long.slice(0, 120).trimEnd()}...`);
    expect(card('Clean water').getByText('Topic')).toBeVisible();
    expect(card('Clean water').getByText('Goal: Clean Water and Sanitation')).toBeVisible();
    expect(card('Clean water').getByText('1,234 followers')).toBeVisible();
    expect(card('Clean water').getByRole('button', { name: 'Follow' })).toBeVisible();
  });

  it('shows the picture from storage and falls back to the default image when it fails', () => {
    mockApi();
    const { container } = renderWithProviders(<TopicCard item={topic} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/storage/original/water.jpg');
    expect(img).toHaveAttribute('alt', '');

    fireEvent.error(img);

    expect(img.getAttribute('src')).toBe(DEFAULT_IMAGE);
  });

  it('shows the default image when there is no picture at all', () => {
    mockApi();
    const { container } = renderWithProviders(
      <NonprofitCard item={nonprofitListItem(3, 'Ocean Cleanup NL')} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_IMAGE);
  });

  it('non-profit card: label, VERIFIED badge and raised amount', () => {
    mockApi();
    renderWithProviders(
      <NonprofitCard item={{ ...nonprofitListItem(3, 'Ocean Cleanup NL'), raised: 1500.5 }} />,
    );
    const nonprofit = card('Ocean Cleanup NL');
    expect(screen.getByRole('link', { name: 'Ocean Cleanup NL' })).toHaveAttribute(
      'href',
      '/discover/details/nonprofit/3',
    );
    expect(nonprofit.getByText('Environment')).toBeVisible();
    expect(nonprofit.getByText('VERIFIED')).toBeVisible();
    expect(nonprofit.getByText('€1,500.50 raised')).toBeVisible();
    expect(nonprofit.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("fundraiser card: the event's title as parent, 7 words and progress to the goal", () => {
    mockApi();
    const item = {
      ...fundraiserListItem(5, 'Run for Water'),
      description: 'one two three four five six seven eight nine',
      raised: 250,
      goal: 1000,
      event: { id: 12, name: 'Charity run Utrecht' },
    };
    renderWithProviders(<FundraiserCard item={item} />);
    const fundraiser = card('Run for Water');

    expect(fundraiser.getByText('Charity run Utrecht')).toBeVisible();
    expect(fundraiser.queryByText(/Clean Water Foundation/)).not.toBeInTheDocument();
    expect(fundraiser.getByText('one two three four five six seven...')).toBeVisible();
    expect(fundraiser.getByText('€250.00 raised of €1,000.00')).toBeVisible();
    const bar = fundraiser.getByRole('progressbar', { name: '25% of the goal reached' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
  });

  it("fundraiser card: the non-profit's name when there is no event or project", () => {
    mockApi();
    renderWithProviders(<FundraiserCard item={fundraiserListItem(5, 'Run for Water')} />);
    expect(card('Run for Water').getByText('Clean Water Foundation')).toBeVisible();
  });

  it('event card: non-profit, date and place, logo', () => {
    mockApi();
    const { container } = renderWithProviders(<EventCard item={event} />);
    const row = card('Charity run Utrecht');
    expect(screen.getByRole('link', { name: 'Charity run Utrecht' })).toHaveAttribute(
      'href',
      '/discover/details/event/12',
    );
    expect(row.getByText('By Clean Water Foundation')).toBeVisible();
    expect(row.getByText('Jun 3, 2025 · Maliebaan 1')).toBeVisible();
    expect(row.getByText('€320.00 raised')).toBeVisible();
    expect(container.querySelector('img[src="/storage/original/run-logo.png"]')).not.toBeNull();
  });

  it('company card: city, VERIFIED and events count', () => {
    mockApi();
    renderWithProviders(<CompanyCard item={company} />);
    const row = card('Green Bikes BV');
    expect(row.getByText('Mobility')).toBeVisible();
    expect(row.getByText('Amsterdam')).toBeVisible();
    expect(row.getByText('VERIFIED')).toBeVisible();
    expect(row.getByText('1 event')).toBeVisible();
  });

  it('company event card: company, non-profit and progress; a custom link target', () => {
    mockApi();
    renderWithProviders(<CompanyEventCard item={companyEvent} to="/companyEvents-details/8" />);
    const row = card('Bike to work week');
    expect(screen.getByRole('link', { name: 'Bike to work week' })).toHaveAttribute(
      'href',
      '/companyEvents-details/8',
    );
    expect(row.getByText('Company event')).toBeVisible();
    expect(row.getByText('By Green Bikes BV')).toBeVisible();
    expect(row.getByText('For Clean Water Foundation')).toBeVisible();
    expect(row.getByRole('progressbar', { name: '25% of the goal reached' })).toBeVisible();
  });

  it('speaks Dutch: labels, money and counts in the Dutch style', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    renderWithProviders(
      <>
        <TopicCard item={topic} />
        <FundraiserCard item={{ ...fundraiserListItem(5, 'Loop voor water'), raised: 1250.5 }} />
      </>,
    );
    expect(await screen.findByText('1.234 volgers')).toBeVisible();
    expect(screen.getByText('Onderwerp')).toBeVisible();
    expect(screen.getByText('€ 1.250,50 opgehaald van € 1.000,00')).toBeVisible();
  });
});
