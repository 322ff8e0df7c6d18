import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { followItem, fundraiserListItem, nonprofitListItem, paged } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

function picker() {
  return within(screen.getByRole('region', { name: 'Who do you want to follow?' }));
}

describe("'Who do you want to follow?' picker", () => {
  it('lists fundraisers first, searches after a 300 ms pause, and marks followed rows', async () => {
    const searches: string[] = [];
    mockApi({
      ...profileApi(),
      'GET /user/1/follows': {
        data: [followItem({ type: 'fundraiser', id: 2, name: 'Swim for Water' })],
      },
      'GET /fundraisers': (request: Request) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searches.push(search);
        const all = [
          fundraiserListItem(1, 'Run for Water'),
          fundraiserListItem(2, 'Swim for Water'),
        ];
        return paged(all.filter((item) => item.name.toLowerCase().includes(search.toLowerCase())));
      },
    });
    signIn();
    const { user } = renderApp('/profile?tab=follow');
    await screen.findByRole('region', { name: 'Who do you want to follow?' });

    expect(await picker().findByText('Run for Water')).toBeVisible();
    expect(picker().getByRole('radio', { name: /Fundraisers/ })).toBeChecked();
    expect(picker().getByRole('radio', { name: /Find a person/ })).toBeVisible();
    expect(picker().getAllByText('Non-profit: Clean Water Foundation')).toHaveLength(2);
    expect(picker().getByRole('button', { name: 'Follow Run for Water' })).toBeEnabled();
    expect(
      await picker().findByRole('button', { name: 'You follow Swim for Water' }),
    ).toHaveTextContent('Following');

    await user.type(picker().getByRole('searchbox', { name: 'Find a person' }), 'run');

    await waitFor(() => expect(picker().queryByText('Swim for Water')).not.toBeInTheDocument());
    // One request for the list, one after the pause: not one per key stroke.
    expect(searches).toEqual(['', 'run']);
  });

  it('follows a non-profit with POST /follows and then shows Following', async () => {
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      'GET /nonprofits': paged([nonprofitListItem(31, 'Ocean Cleanup NL')]),
    };
    let body: unknown;
    handlers['POST /follows'] = async (request: Request) => {
      body = await request.json();
      const follow = followItem();
      handlers['GET /user/1/follows'] = { data: [follow] };
      return { follow, message: 'You are now following this page.' };
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile?tab=follow');
    await screen.findByRole('region', { name: 'Who do you want to follow?' });

    await user.click(await picker().findByRole('radio', { name: /Non-profits/ }));
    expect(picker().getByRole('searchbox', { name: 'Find an organization' })).toBeVisible();
    await user.click(await picker().findByRole('button', { name: 'Follow Ocean Cleanup NL' }));

    expect(
      await picker().findByRole('button', { name: 'You follow Ocean Cleanup NL' }),
    ).toBeDisabled();
    expect(body).toEqual({ type: 'nonprofit', id: 31 });
    expect(await screen.findByText('You are now following Ocean Cleanup NL.')).toBeInTheDocument();
    // The Following list above shows it too.
    expect(
      within(screen.getByRole('region', { name: 'Following' })).getByText('Ocean Cleanup NL'),
    ).toBeVisible();
  });

  it("says 'No Fundraisers Found' / 'No non-profits found' for an empty list", async () => {
    mockApi(profileApi());
    signIn();
    const { user } = renderApp('/profile?tab=follow');
    await screen.findByRole('region', { name: 'Who do you want to follow?' });

    expect(await picker().findByText('No Fundraisers Found')).toBeVisible();
    await user.click(picker().getByRole('radio', { name: /Non-profits/ }));
    expect(await picker().findByText('No non-profits found')).toBeVisible();
  });
});
