import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyEventListItem } from '@/components/cards/testing/card-fixtures';
import { pageDetails } from '@/features/pages/testing/page-fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const company = pageDetails({
  type: 'company',
  id: 4,
  name: 'Green Bikes BV',
  raised: null,
  followers_count: 2,
});

describe('company page: its events', { timeout: 15_000 }, () => {
  it('lists the company events as cards, each with Donate to the payment screen', async () => {
    mockApi({
      'GET /company/details/4': { data: company },
      'GET /companies/events/4': [companyEventListItem(8, 'Ride for Water')],
    });
    signIn();
    const { user, router } = renderApp('/company-details/4');

    const list = await screen.findByRole('list', { name: 'Company events of Green Bikes BV' });
    const card = within(list).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Ride for Water' })).toHaveAttribute(
      'href',
      '/discover/details/company-event/8',
    );
    const donate = within(card).getByRole('link', { name: 'Donate to Ride for Water' });
    expect(donate).toHaveAttribute('href', '/payment/Ride%20for%20Water?type=company-event&id=8');
    await user.click(donate);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/Ride%20for%20Water'));
    expect(router.state.location.state).toMatchObject({
      name: 'Ride for Water',
      source: 'company-event',
      objectId: 8,
      nonprofitsID: 900,
    });
  });

  it("says 'No company events found', and 'Error fetching company events' with Retry", async () => {
    const handlers: Record<string, unknown> = {
      'GET /company/details/4': { data: company },
      'GET /companies/events/4': reply(500, { message: 'Server Error' }),
    };
    mockApi(handlers as Parameters<typeof mockApi>[0]);
    const { user } = renderApp('/company-details/4');

    expect(await screen.findByText('Error fetching company events')).toBeVisible();
    handlers['GET /companies/events/4'] = [];
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No company events found')).toBeVisible();
  });
});
