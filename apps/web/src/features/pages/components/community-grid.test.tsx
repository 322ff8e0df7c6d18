import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ActivityModal } from './activity-modal';
import { CommunityGrid } from './community-grid';

const community = {
  data: [
    { kind: 'project', id: 2, name: 'Wells for Kenya', picture: null },
    { kind: 'event', id: 12, name: 'Charity run Utrecht', picture: 'run.jpg' },
    { kind: 'fundraiser', id: 5, name: 'Run for Water', picture: null },
    { kind: 'company-event', id: 8, name: 'Bike to work week', picture: null },
    { kind: 'follower', id: 1, name: 'Sanne de Vries', picture: null },
  ],
};

function grid() {
  return within(screen.getByRole('region', { name: 'Community' }));
}

describe('CommunityGrid', { timeout: 15_000 }, () => {
  it('shows the community with the spec chips, filters by chip and search', async () => {
    mockApi({ 'GET /nonprofit/community/3': community });
    const { user } = renderWithProviders(<CommunityGrid type="nonprofit" id={3} />);

    expect(await grid().findByRole('link', { name: 'Wells for Kenya' })).toHaveAttribute(
      'href',
      '/discover/details/project/2',
    );
    expect(
      grid()
        .getAllByRole('radio')
        .map((chip) => chip.closest('div')?.textContent),
    ).toEqual([
      'All',
      'Teams',
      'Projects',
      'Events',
      'Fundraisers',
      'Companies',
      'Company events',
      'Followers',
    ]);
    expect(grid().getByRole('link', { name: 'Charity run Utrecht' })).toHaveAttribute(
      'href',
      '/events-details/12',
    );
    expect(grid().getByRole('link', { name: 'Run for Water' })).toHaveAttribute(
      'href',
      '/fundraiser-details/5',
    );
    expect(grid().getByRole('link', { name: 'Bike to work week' })).toHaveAttribute(
      'href',
      '/companyEvents-details/8',
    );
    // People have no public page: no link.
    expect(grid().getByText('Sanne de Vries').closest('a')).toBeNull();
    // A picture comes in the width a 44 px face needs, when it comes near: not the original.
    const picture = document.querySelector('img[src="/storage/original/run.jpg"]');
    expect(picture).toHaveAttribute(
      'srcset',
      expect.stringContaining('/storage/w/320/run.jpg 320w'),
    );
    expect(picture).toHaveAttribute('sizes', '44px');
    expect(picture).toHaveAttribute('loading', 'lazy');

    await user.click(grid().getByRole('radio', { name: 'Followers' }));
    expect(grid().getByText('Sanne de Vries')).toBeVisible();
    expect(grid().queryByText('Run for Water')).toBeNull();

    await user.click(grid().getByRole('radio', { name: 'Teams' }));
    expect(grid().getByText('There are no teams here yet.')).toBeVisible();

    await user.click(grid().getByRole('radio', { name: 'All' }));
    await user.type(grid().getByRole('searchbox', { name: 'Search the community' }), 'run');
    expect(grid().getByText('Charity run Utrecht')).toBeVisible();
    expect(grid().getByText('Run for Water')).toBeVisible();
    expect(grid().queryByText('Wells for Kenya')).toBeNull();
  });

  it('says so when the community cannot be loaded', async () => {
    mockApi({ 'GET /nonprofit/community/3': reply(500, { message: 'boom' }) });
    renderWithProviders(<CommunityGrid type="nonprofit" id={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The community could not be loaded.',
    );
  });
});

describe('ActivityModal', () => {
  it('lists the latest activity, or says there is none yet', async () => {
    const handlers: Record<string, unknown> = { 'GET /event/community/12': community };
    mockApi(handlers);
    const first = renderWithProviders(
      <ActivityModal opened onClose={() => {}} type="event" id={12} />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Latest activity' }));
    expect(await dialog.findByRole('link', { name: 'Run for Water' })).toBeVisible();
    expect(dialog.getByText('Follower')).toBeVisible();
    first.unmount();

    handlers['GET /event/community/12'] = { data: [] };
    renderWithProviders(<ActivityModal opened onClose={() => {}} type="event" id={12} />);
    expect(await screen.findByText('No activity yet.')).toBeVisible();
  });
});
