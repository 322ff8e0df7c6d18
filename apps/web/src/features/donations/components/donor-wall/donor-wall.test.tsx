import type { DonorWallResponse } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { DonorCount, DonorWall } from './donor-wall';

const meta = (total: number, page = 1) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / 10)),
  per_page: 10,
  total,
});

const newest: DonorWallResponse = {
  data: [
    {
      id: 11,
      amount: 10,
      paid_at: '2026-11-20T10:00:00.000Z',
      name: 'Anouk de Jong',
      message: 'Succes met jullie project!',
    },
    { id: 12, amount: 50, paid_at: '2026-11-19T10:00:00.000Z', name: null, message: null },
  ],
  meta: meta(2),
  donors_count: 2,
};
const largest: DonorWallResponse = { ...newest, data: [newest.data[1]!, newest.data[0]!] };

const wall = () => within(screen.getByRole('region', { name: 'Donors' }));

describe('DonorWall', { timeout: 30_000 }, () => {
  it("shows each gift with its amount and date, a shown donor's name and message, and Anonymous for the rest", async () => {
    const fetchMock = mockApi({
      'GET /donor-wall/fundraiser/5': (request: Request) =>
        new URL(request.url).searchParams.get('order') === 'largest' ? largest : newest,
    });
    const { user } = renderWithProviders(<DonorWall type="fundraiser" id={5} />);

    const items = await wall().findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Anouk de Jong');
    expect(items[0]).toHaveTextContent('€10.00');
    expect(within(items[0]!).getByText('Succes met jullie project!')).toBeVisible();
    expect(items[1]).toHaveTextContent('Anonymous');
    expect(items[1]).toHaveTextContent('€50.00');
    // Visitors do not hide messages.
    expect(wall().queryByRole('button', { name: 'Hide message' })).toBeNull();

    await user.click(wall().getByRole('radio', { name: 'Largest' }));
    await waitFor(() => expect(wall().getAllByRole('listitem')[0]).toHaveTextContent('Anonymous'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('order=largest'))).toBe(true);
  });

  it('says so when nobody has given yet', async () => {
    mockApi({ 'GET /donor-wall/event/4': { data: [], meta: meta(0), donors_count: 0 } });
    renderWithProviders(<DonorWall type="event" id={4} />);
    expect(await wall().findByText('No donations yet. Be the first to give.')).toBeVisible();
  });

  it("lets the page's owner hide a message, and a visitor report one", async () => {
    let hidden = false;
    const fetchMock = mockApi({
      'GET /donor-wall/fundraiser/5': () =>
        hidden
          ? { ...newest, data: [{ ...newest.data[0]!, message: null }, newest.data[1]!] }
          : newest,
      'PUT /donations/11/message': () => {
        hidden = true;
        return reply(200, { id: 11, message_hidden: true });
      },
    });
    const onReport = vi.fn();
    const { user } = renderWithProviders(
      <DonorWall type="fundraiser" id={5} canHide onReport={onReport} />,
    );

    await user.click(await wall().findByRole('button', { name: 'Report message' }));
    expect(onReport).toHaveBeenCalledWith(
      expect.objectContaining({ id: 11, message: 'Succes met jullie project!' }),
    );

    await user.click(wall().getByRole('button', { name: 'Hide message' }));
    await waitFor(() => expect(wall().queryByText('Succes met jullie project!')).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ hidden: true });
    expect(wall().getAllByRole('listitem')[0]).toHaveTextContent('Anouk de Jong');
  });

  it('counts the donors', async () => {
    mockApi({ 'GET /donor-wall/fundraiser/5': { ...newest, donors_count: 1 } });
    renderWithProviders(<DonorCount type="fundraiser" id={5} />);
    expect(await screen.findByText('1 donor')).toBeVisible();
  });
});
