import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { order } from '@/features/orders/testing/orders-fixtures';
import { monthlyGift } from '@/features/subscriptions/testing/subscription-fixtures';
import { browser } from '@/lib/browser';
import { restoreSession } from '@/lib/session';
import { userDonationsPage } from '@/testing/fixtures';
import { deferred, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { readWithSession, sessionOf } from '@/testing/session-cookies';

const LIST = 'GET /user/1/donations';
const GIFTS = 'GET /user/1/subscriptions';
const STATEMENT = 'GET /user/1/donations/statement.pdf';

/** Paid with 10 back; open; paid to a deleted page; paid just after midnight in Amsterdam. */
const donations = [
  order({ id: 1, reference: 'don_1', refunded: 10, net: 15 }),
  order({
    id: 2,
    reference: 'don_2',
    amount: 5,
    status: 'open',
    paid_at: null,
    net: 0,
    method: null,
    target_type: 'nonprofit',
    target: { id: 31, name: 'Ocean Cleanup NL' },
    created_at: '2025-05-01T08:00:00.000Z',
  }),
  order({
    id: 3,
    reference: 'don_3',
    amount: 40,
    net: 40,
    target: null,
    created_at: '2024-12-31T23:20:00.000Z',
    paid_at: '2024-12-31T23:30:00.000Z',
  }),
  order({
    id: 4,
    reference: 'don_4',
    amount: 12,
    net: 0,
    refunded: 12,
    target_type: 'project',
    target: { id: 9, name: 'Wells in Kitgum' },
    created_at: '2024-03-01T10:00:00.000Z',
    paid_at: '2024-03-01T10:01:00.000Z',
  }),
];

/** The donations above as the only page; the API names the years with a paid donation. */
const onePage = userDonationsPage(donations, { paidYears: [2025, 2024] });

function renderOrders(list: unknown = onePage, extra: Record<string, unknown> = {}) {
  const fetchMock = mockApi({ ...profileApi(), [LIST]: list, [GIFTS]: { data: [] }, ...extra });
  signIn();
  return { ...renderApp('/orders'), fetchMock };
}

const table = async () => within(await screen.findByRole('table', { name: 'Your donations' }));
const row = (rows: ReturnType<typeof within>, name: RegExp) =>
  within(rows.getByRole('row', { name }));

describe('My donations (/orders)', () => {
  it('lists every donation with its page, date, amount, what went back, status and reference', async () => {
    renderOrders();

    expect(screen.getByRole('heading', { level: 1, name: 'My donations' })).toBeVisible();
    const rows = await table();
    await waitFor(() => expect(document.title).toBe('My donations | PifWorld'));
    expect(rows.getAllByRole('row')).toHaveLength(5);

    const refunded = row(rows, /don_1/);
    expect(refunded.getByRole('link', { name: 'Run for Water' })).toHaveAttribute(
      'href',
      '/fundraiser-details/77',
    );
    expect(refunded.getByText('Jun 3, 2025')).toBeVisible();
    expect(refunded.getByText('€25.00')).toBeVisible();
    expect(refunded.getByText('Refunded: €10.00')).toBeVisible();
    expect(refunded.getByText('Net: €15.00')).toBeVisible();
    expect(refunded.getByText('Partly refunded')).toBeVisible();

    const open = row(rows, /don_2/);
    expect(open.getByRole('link', { name: 'Ocean Cleanup NL' })).toHaveAttribute(
      'href',
      '/nonprofit-details/31',
    );
    expect(open.getByText('Open')).toBeVisible();
    expect(open.queryByText(/Refunded/)).toBeNull();
    // No receipt before the payment is made.
    expect(open.queryByRole('link', { name: /Receipt/ })).toBeNull();

    const gone = row(rows, /don_3/);
    expect(gone.getByText('A page that no longer exists')).toBeVisible();
    expect(gone.getByText('Paid')).toBeVisible();
    expect(gone.queryByText(/Net:/)).toBeNull();

    const back = row(rows, /don_4/);
    expect(back.getByRole('link', { name: 'Wells in Kitgum' })).toHaveAttribute(
      'href',
      '/discover/details/project/9',
    );
    expect(back.getByText('Refunded', { exact: true })).toBeVisible();
    expect(back.getByText('Net: €0.00')).toBeVisible();

    // On a phone the same donations as cards (CSS shows one of the two).
    const cards = within(screen.getByRole('list', { name: 'Your donations' }));
    expect(cards.getAllByRole('listitem')).toHaveLength(4);
    expect(cards.getAllByRole('link', { name: /^Receipt \(PDF\)/ })).toHaveLength(3);
  });

  it("links each paid donation's receipt as a PDF download in the current language", async () => {
    renderOrders();
    const rows = await table();

    const link = row(rows, /don_1/).getByRole('link', { name: 'Receipt (PDF), don_1' });
    expect(link).toHaveTextContent('Receipt (PDF)');
    expect(link).toHaveAttribute('href', '/pifworld/api/v1/donations/don_1/receipt.pdf?lang=en');
    expect(link).toHaveAttribute('download', 'receipt-don_1.pdf');
    expect(rows.getAllByRole('link', { name: /^Receipt \(PDF\)/ })).toHaveLength(3);
  });

  it('downloads the yearly statement with the session, for the chosen year (latest first)', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const pending = deferred();
    const asked: Array<{ year: string | null; lang: string | null; session: unknown }> = [];
    const { user } = renderOrders(undefined, {
      [STATEMENT]: async (request: Request) => {
        const { searchParams } = new URL(request.url);
        asked.push({
          year: searchParams.get('year'),
          lang: searchParams.get('lang'),
          session: sessionOf(request),
        });
        await pending.promise;
        return reply(200, 'pdf bytes', { 'Content-Type': 'application/pdf' });
      },
    });

    const statement = within(await screen.findByRole('region', { name: 'Yearly statement' }));
    const year = statement.getByRole('combobox', { name: 'Year' });
    // The years the API names: those with a paid donation, in Dutch time, over all of them.
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025', '2024']);
    expect(year).toHaveValue('2025');

    await user.selectOptions(year, '2024');
    await user.click(statement.getByRole('button', { name: 'Download statement (PDF)' }));
    expect(
      await statement.findByRole('button', { name: 'Preparing your statement...' }),
    ).toBeDisabled();
    pending.resolve(undefined);
    await statement.findByRole('button', { name: 'Download statement (PDF)' });

    expect(asked).toEqual([{ year: '2024', lang: 'en', session: readWithSession }]);
    expect(save).toHaveBeenCalledTimes(1);
    const [file, name] = save.mock.calls[0]!;
    expect(name).toBe('donation-statement-2024.pdf');
    expect(file.type).toBe('application/pdf');
  });

  it('says when the statement could not be made', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const { user } = renderOrders(undefined, {
      [STATEMENT]: reply(500, { message: 'Server Error' }),
    });

    await user.click(await screen.findByRole('button', { name: 'Download statement (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not prepare your statement. Please try again.',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it("shows 20 at a time: 'Load more' asks for the next page and moves focus to its first donation", async () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        order({ id: from + i, reference: `don_${from + i}` }),
      );
    const pages: Record<string, ReturnType<typeof userDonationsPage>> = {
      '1': userDonationsPage(many(1, 20), { lastPage: 3, total: 45, paidYears: [2025, 2019] }),
      '2': userDonationsPage(many(21, 20), { page: 2, lastPage: 3, total: 45 }),
      '3': userDonationsPage(many(41, 5), { page: 3, lastPage: 3, total: 45 }),
    };
    const asked: Array<string | null> = [];
    let failures = 0;
    const { user } = renderOrders(async (request: Request) => {
      const { searchParams } = new URL(request.url);
      asked.push(`${searchParams.get('page')}/${searchParams.get('per_page')}`);
      if (failures > 0) {
        failures -= 1;
        return reply(500, { message: 'Boom' });
      }
      return pages[searchParams.get('page')!];
    });

    const rows = await table();
    expect(rows.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('20 of 45 donations')).toBeVisible();
    // The statement offers every year with a paid donation, also those not loaded yet.
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025', '2019']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(41));
    expect(screen.getByText('40 of 45 donations')).toBeVisible();
    await waitFor(() => expect(rows.getByRole('row', { name: /don_21/ })).toHaveFocus());

    // A failure (asked twice: the list retries once) keeps what is shown and says so.
    failures = 2;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The next donations could not be loaded. Please try again.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(46));
    expect(screen.getByText('45 of 45 donations')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toEqual(['1/20', '2/20', '3/20', '3/20', '3/20']);
  });

  it('shows a skeleton while loading, then says there are no donations yet, with a way on', async () => {
    const pending = deferred();
    renderOrders(async () => {
      await pending.promise;
      return userDonationsPage([]);
    });

    expect(await screen.findByTestId('orders-skeleton')).toHaveTextContent(
      'Loading your donations...',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My donations' })).toBeVisible();
    pending.resolve(undefined);

    expect(await screen.findByText('No donations yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Discover causes' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.queryByRole('region', { name: 'Yearly statement' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('leaves out the statement when nothing was paid', async () => {
    renderOrders(userDonationsPage([donations[1]!]));

    await table();
    expect(screen.queryByRole('region', { name: 'Yearly statement' })).toBeNull();
  });

  it('shows a failure with Retry, and recovers', async () => {
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      [LIST]: reply(500, { message: 'Boom' }),
      [GIFTS]: { data: [] },
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/orders');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your donations. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'My donations' })).toBeVisible();
    handlers[LIST] = onePage;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Your donations' })).toBeVisible();
  });

  it('lists the monthly donations, and Stop stops one after a confirmation', async () => {
    const running = monthlyGift({ id: 8, status: 'active' });
    const handlers: Record<string, unknown> = {
      'POST /subscriptions/8/stop': { ...running, status: 'canceled', next_charge_date: null },
    };
    const { user, fetchMock } = renderOrders(onePage, {
      [GIFTS]: {
        data: [running, monthlyGift({ id: 9, status: 'canceled', stop_reason: 'page-deleted' })],
      },
      ...handlers,
    });
    const section = within(await screen.findByRole('region', { name: 'Your monthly donations' }));
    expect(section.getAllByRole('table', { name: 'Your monthly donation' })).toHaveLength(2);
    expect(section.getByText('The page it went to has been removed.')).toBeVisible();
    // Only the running gift can be stopped.
    const stop = section.getByRole('button', { name: 'Stop my monthly donation' });
    await user.click(stop);
    const dialog = await screen.findByRole('dialog', { name: 'Stop your monthly donation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop monthly donation' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/subscriptions/8/stop') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('sends a visitor to sign in first', async () => {
    const fetchMock = mockApi();
    restoreSession();
    const { router } = renderApp('/orders');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/donations'))).toBe(false);
  });

  it('speaks Dutch: texts, money, dates, the receipt and the statement', async () => {
    localStorage.setItem('language', 'nl');
    vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const langs: Array<string | null> = [];
    const { user } = renderOrders(undefined, {
      [STATEMENT]: (request: Request) => {
        langs.push(new URL(request.url).searchParams.get('lang'));
        return reply(200, 'pdf');
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn donaties' })).toBeVisible();
    const rows = within(await screen.findByRole('table', { name: 'Je donaties' }));
    const refunded = row(rows, /don_1/);
    expect(refunded.getByText('3 jun 2025')).toBeVisible();
    expect(refunded.getByText(/^Terugbetaald: €\s10,00$/)).toBeVisible();
    expect(refunded.getByText(/^Netto: €\s15,00$/)).toBeVisible();
    expect(refunded.getByText('Deels terugbetaald')).toBeVisible();
    expect(row(rows, /don_2/).getByText('Open')).toBeVisible();
    expect(refunded.getByRole('link', { name: 'Ontvangstbewijs (pdf), don_1' })).toHaveAttribute(
      'href',
      '/pifworld/api/v1/donations/don_1/receipt.pdf?lang=nl',
    );
    await waitFor(() => expect(document.title).toBe('Mijn donaties | PifWorld'));

    expect(screen.getByText('4 van 4 donaties')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Jaaroverzicht downloaden (pdf)' }));
    await waitFor(() => expect(langs).toEqual(['nl']));
  });
});
