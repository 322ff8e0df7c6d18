import type { NonprofitEventItem, NonprofitProjectItem } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, deferred, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderWithProviders } from '@/testing/render-app';
import { CampaignTables } from './campaign-tables';

const nonprofit = { id: 7, name: 'Water for All' };

function event(overrides: Partial<NonprofitEventItem> = {}): NonprofitEventItem {
  return {
    id: 11,
    title: 'Beach cleanup',
    label: null,
    description: null,
    logo: null,
    picture: null,
    start_date: new Date(2026, 4, 1, 10, 0).toISOString(),
    end_date: new Date(2026, 4, 1, 16, 30).toISOString(),
    addressLine1: 'Strandweg 1, Scheveningen',
    nonprofits_id: 7,
    nonprofit,
    raised: 0,
    user_id: 1,
    created_at: '2026-04-01T10:00:00.000Z',
    languages: {},
    ...overrides,
  };
}

function project(overrides: Partial<NonprofitProjectItem> = {}): NonprofitProjectItem {
  return {
    id: 21,
    name: 'Wells for Kenya',
    description: '<p>Clean <strong>water</strong> for three villages.</p>',
    picture: null,
    nonprofits_id: 7,
    nonprofit,
    raised: 0,
    user_id: 1,
    created_at: '2026-04-01T10:00:00.000Z',
    languages: {},
    ...overrides,
  };
}

const lists = (events: NonprofitEventItem[], projects: NonprofitProjectItem[]) => ({
  'GET /nonprofit-event/7': { data: events },
  'GET /nonprofit-project/7': { data: projects },
});

const table = (name: string) => within(screen.getByRole('table', { name }));

describe('CampaignTables', { timeout: 20_000 }, () => {
  it('loads, then lists events and projects with links to their public pages', async () => {
    const events = deferred();
    mockApi({
      'GET /nonprofit-event/7': async () => {
        await events.promise;
        return {
          data: [
            event(),
            event({
              id: 12,
              title: 'Charity run',
              start_date: null,
              end_date: null,
              addressLine1: null,
            }),
          ],
        };
      },
      'GET /nonprofit-project/7': {
        data: [project(), project({ id: 22, name: 'School garden', description: null })],
      },
    });
    renderWithProviders(<CampaignTables nonprofitId={7} canManage={false} />);

    const loading = screen.getAllByRole('status').map((status) => status.textContent);
    expect(loading).toContain('Loading events...');
    events.resolve(undefined);

    const eventRows = await screen.findByRole('table', { name: 'Events' });
    const headers = within(eventRows)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Title', 'Dates', 'Address']);
    expect(table('Events').getByRole('link', { name: 'Beach cleanup' })).toHaveAttribute(
      'href',
      '/events-details/11',
    );
    const firstRow = table('Events').getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent(/May 1, 2026.*10:00.*–.*May 1, 2026.*4:30/);
    expect(firstRow).toHaveTextContent('Strandweg 1, Scheveningen');
    expect(table('Events').getAllByRole('row')[2]).toHaveTextContent('No dates set');

    const projectRows = await screen.findByRole('table', { name: 'Projects' });
    expect(
      within(projectRows)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description']);
    expect(table('Projects').getByRole('link', { name: 'Wells for Kenya' })).toHaveAttribute(
      'href',
      '/discover/details/project/21',
    );
    expect(table('Projects').getByText('Clean water for three villages.')).toBeVisible();
    expect(table('Projects').getByText('No description')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('says so when there are no events or projects', async () => {
    mockApi(lists([], []));
    renderWithProviders(<CampaignTables nonprofitId={7} canManage />);

    expect(await screen.findByText('No events found')).toBeVisible();
    expect(await screen.findByText('No projects found')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reload/ })).not.toBeInTheDocument();
  });

  it('shows a failed list as empty, without an error, and reloads it on request', async () => {
    const handlers: Record<string, unknown> = {
      'GET /nonprofit-event/7': reply(500, { message: 'Server Error' }),
      'GET /nonprofit-project/7': reply(404, { message: 'Non-profit not found' }),
    };
    mockApi(handlers);
    const { user } = renderWithProviders(<CampaignTables nonprofitId={7} canManage />);

    expect(await screen.findByText('No events found')).toBeVisible();
    expect(await screen.findByText('No projects found')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    Object.assign(handlers, lists([event()], [project()]));
    await user.click(screen.getByRole('button', { name: 'Reload events' }));
    expect(await screen.findByRole('link', { name: 'Beach cleanup' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reload projects' }));
    expect(await screen.findByRole('link', { name: 'Wells for Kenya' })).toBeVisible();
  });

  it('lets the owner delete an event after confirming, then refreshes the list', async () => {
    signIn();
    const handlers: Record<string, unknown> = {
      ...lists([event(), event({ id: 12, title: 'Charity run' })], []),
      'DELETE /event/11': { message: 'Event deleted.' },
    };
    const fetchMock = mockApi(handlers);
    const { user } = renderWithProviders(<CampaignTables nonprofitId={7} canManage />);

    await user.click(await screen.findByRole('button', { name: 'Delete Beach cleanup' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this event?' }));
    expect(
      dialog.getByText('Are you sure you want to delete Beach cleanup? This cannot be undone.'),
    ).toBeVisible();

    handlers['GET /nonprofit-event/7'] = { data: [event({ id: 12, title: 'Charity run' })] };
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Beach cleanup' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Charity run' })).toBeVisible();
    expect(await screen.findByText('Event deleted.')).toBeVisible();
    expect(calledPaths(fetchMock)).toContain('DELETE /event/11');
  });

  it("keeps the row and says 'Failed to delete the project.' when the delete fails", async () => {
    signIn();
    mockApi({
      ...lists([], [project()]),
      'DELETE /project/21': reply(500, { message: 'Server Error' }),
    });
    const { user } = renderWithProviders(<CampaignTables nonprofitId={7} canManage />);

    await user.click(await screen.findByRole('button', { name: 'Delete Wells for Kenya' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this project?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to delete the project.');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Wells for Kenya' })).toBeVisible();
  });

  it("shows 'Deleting...' while the delete runs", async () => {
    signIn();
    const answer = deferred();
    mockApi({
      ...lists([event()], []),
      'DELETE /event/11': async () => {
        await answer.promise;
        return reply(403, { message: 'You are not allowed to change this event.' });
      },
    });
    const { user } = renderWithProviders(<CampaignTables nonprofitId={7} canManage />);

    await user.click(await screen.findByRole('button', { name: 'Delete Beach cleanup' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this event?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));
    expect(await dialog.findByRole('button', { name: 'Deleting...' })).toBeDisabled();

    answer.resolve(undefined);
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to delete the event.');
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(lists([event()], []));
    renderWithProviders(<CampaignTables nonprofitId={7} canManage />);

    const events = await screen.findByRole('table', { name: 'Evenementen' });
    expect(
      within(events)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Titel', 'Datum', 'Adres', 'Acties']);
    expect(within(events).getAllByRole('row')[1]).toHaveTextContent(/1 mei 2026/);
    expect(within(events).getByRole('button', { name: 'Beach cleanup verwijderen' })).toBeVisible();
    expect(await screen.findByText('Geen projecten gevonden')).toBeVisible();
  });
});
