import type {
  PageDonation,
  PageDonationsResponse,
  PageDonationTarget,
  PageDonationTotals,
} from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { setSession } from '@/lib/session';
import { sessionUser } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { PageDonationsPanel } from './page-donations-panel';
import { readWithSession, sessionOf } from '@/testing/session-cookies';

function donation(id: number, values: Partial<PageDonation> = {}): PageDonation {
  const row: Omit<PageDonation, 'counted' | 'gross' | 'payment_cost' | 'net_to_organisation'> &
    Partial<PageDonation> = {
    id,
    reference: `don_${id}`,
    created_at: '2026-11-20T10:00:00.000Z',
    paid_at: '2026-11-20T10:01:00.000Z',
    status: 'paid',
    amount: 25,
    refunded: 0,
    charged_back: 0,
    net: 25,
    method: 'ideal',
    target: { type: 'nonprofit', id: 7, name: 'Clean Water' },
    donor_name: 'Anna de Vries',
    donor_email: 'anna@example.org',
    anonymous: false,
    message: 'Keep going',
    shown_on_wall: false,
    message_hidden: false,
    paid_to: 'platform',
    platform_fee: null,
    refunds: [],
    monthly: false,
    covered_fee: 0,
    ...values,
  };
  // The figures the totals add up, from the row's own money unless given.
  const counted = row.status === 'paid';
  const fees = (row.platform_fee ?? 0) + (values.payment_cost ?? 0);
  return {
    counted,
    gross: counted ? row.amount + row.covered_fee : 0,
    payment_cost: 0,
    net_to_organisation: counted ? row.amount - row.refunded - row.charged_back - fees : 0,
    ...row,
  };
}

const noRows = { count: 0, amount: 0 };
const totalsOf = (values: Partial<PageDonationTotals> = {}): PageDonationTotals => ({
  count: 2,
  paid_count: 2,
  gross: 35,
  refunded: 0,
  charged_back: 0,
  platform_fee: 0,
  payment_costs: 0,
  net_to_organisation: 35,
  open: noRows,
  failed: noRows,
  canceled: noRows,
  expired: noRows,
  test: noRows,
  ...values,
});

const answer = (
  data: PageDonation[],
  targets: PageDonationTarget[] = [],
  monthly: PageDonationsResponse['monthly'] = { income: 0, gifts: [] },
  totals: PageDonationTotals = totalsOf({ count: data.length }),
) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
  totals,
  targets,
  monthly,
});

describe("the owner's Donations tab", () => {
  it('marks monthly donations and lists the running monthly gifts with the monthly income', async () => {
    setSession(sessionUser());
    mockApi({
      'GET /page-donations/nonprofit/7': answer(
        [donation(1, { monthly: true, amount: 10, net: 10 }), donation(2)],
        [],
        {
          income: 30,
          gifts: [
            {
              id: 5,
              donor_name: 'Anna de Vries',
              donor_email: 'anna@example.org',
              amount: 10,
              target: { type: 'fundraiser', id: 3, name: 'Swim' },
              started_at: '2026-10-20T10:00:00Z',
              next_charge_date: '2026-12-20',
              last_charge_failed_at: null,
            },
            {
              id: 6,
              donor_name: null,
              donor_email: null,
              amount: 20,
              target: { type: 'nonprofit', id: 7, name: 'Clean Water' },
              started_at: '2026-10-21T10:00:00Z',
              next_charge_date: '2026-12-21',
              last_charge_failed_at: '2026-11-21T10:00:00Z',
            },
          ],
        },
      ),
    });
    renderWithProviders(<PageDonationsPanel type="nonprofit" id={7} />);

    const gifts = within(await screen.findByRole('region', { name: 'Monthly donors' }));
    expect(gifts.getByText('Monthly income: €30.00')).toBeVisible();
    expect(gifts.getByText('€10.00 / month')).toBeVisible();
    expect(gifts.getByText('€20.00 / month')).toBeVisible();
    expect(gifts.getByText('Anonymous')).toBeVisible();
    expect(gifts.getByText('Last charge failed')).toBeVisible();
    expect(gifts.getByText('Next charge: Dec 20, 2026')).toBeVisible();
    // One of the two donations in the list is a monthly one.
    expect(screen.getAllByText('Monthly')).toHaveLength(1);
  });

  it('says when there are no monthly donors yet', async () => {
    setSession(sessionUser());
    mockApi({ 'GET /page-donations/fundraiser/3': answer([donation(1)]) });
    renderWithProviders(<PageDonationsPanel type="fundraiser" id={3} />);
    expect(await screen.findByText('No monthly donors yet.')).toBeVisible();
    expect(screen.queryByText('Monthly')).toBeNull();
  });

  it('lists the donations with totals that add up; an anonymous donor shows as Anonymous', async () => {
    setSession(sessionUser());
    mockApi({
      'GET /page-donations/nonprofit/7': answer(
        [
          donation(1, {
            refunded: 5,
            net: 20,
            paid_to: 'nonprofit',
            platform_fee: 0.5,
            refunds: [
              {
                id: 4,
                amount: 5,
                status: 'pending',
                reason: 'Part',
                created_at: '2026-11-21T10:00:00Z',
              },
            ],
          }),
          donation(2, {
            anonymous: true,
            donor_name: null,
            donor_email: null,
            amount: 10,
            net: 10,
            target: { type: 'fundraiser', id: 3, name: 'Swim' },
          }),
        ],
        [],
        undefined,
        totalsOf({
          count: 3,
          refunded: 5,
          platform_fee: 0.5,
          net_to_organisation: 29.5,
          open: { count: 1, amount: 7 },
        }),
      ),
    });
    renderWithProviders(<PageDonationsPanel type="nonprofit" id={7} />);

    const totals = within(await screen.findByRole('group', { name: 'Totals for these filters' }));
    const tile = (name: string) => totals.getByText(name).nextSibling;
    expect(tile('Donations')).toHaveTextContent('3');
    expect(tile('Gross paid')).toHaveTextContent('€35.00');
    expect(tile('Refunded')).toHaveTextContent('€5.00');
    expect(tile('Charged back')).toHaveTextContent('€0.00');
    expect(tile('Platform fee')).toHaveTextContent('€0.50');
    expect(tile('Payment costs')).toHaveTextContent('€0.00');
    expect(tile('Net to the organisation')).toHaveTextContent('€29.50');
    expect(screen.getByText('Not in these totals: Open: 1 (€7.00)')).toBeVisible();
    // A refund of part of a gift says so, and how much of how much.
    expect(screen.getByText('Partly refunded')).toBeVisible();
    expect(screen.getByText('€5.00 of €25.00 refunded')).toBeVisible();
    expect(screen.getByText('Reference don_1', { exact: false })).toBeVisible();
    expect(screen.getByText('Anna de Vries')).toBeVisible();
    expect(screen.getByText('anna@example.org')).toBeVisible();
    expect(screen.getByText('Anonymous')).toBeVisible();
    expect(screen.getByText('Swim')).toBeVisible();
    // Each refund with its own status, and where the money went with the platform's fee.
    expect(screen.getByText('€5.00 refunded (pending)')).toBeVisible();
    expect(screen.getByText("Non-profit's Mollie account, platform fee €0.50")).toBeVisible();
  });

  it('asks again with the chosen status, and exports the same filter as CSV', async () => {
    setSession(sessionUser());
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const fetchMock = mockApi({
      'GET /page-donations/fundraiser/3': answer([donation(1)]),
      'GET /page-donations/fundraiser/3/export.csv': () =>
        new Response('\uFEFFDate\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    const { user } = renderWithProviders(<PageDonationsPanel type="fundraiser" id={3} />);
    await screen.findByText('Anna de Vries');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=refunded'))).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const exported = fetchMock.mock.calls.find(([url]) => String(url).includes('export.csv'));
    expect(String(exported?.[0])).toContain('status=refunded');
    expect(sessionOf(exported?.[1])).toEqual(readWithSession);
  });

  it('exports the same filter as an Excel workbook beside the CSV', async () => {
    setSession(sessionUser());
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const fetchMock = mockApi({
      'GET /page-donations/fundraiser/3': answer([donation(1)]),
      'GET /page-donations/fundraiser/3/export.xlsx': () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
    });
    const { user } = renderWithProviders(<PageDonationsPanel type="fundraiser" id={3} />);
    await screen.findByText('Anna de Vries');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const exported = fetchMock.mock.calls.find(([url]) => String(url).includes('export.xlsx'));
    expect(String(exported?.[0])).toContain('status=paid');
    expect(sessionOf(exported?.[1])).toEqual(readWithSession);
    expect(save.mock.calls[0]![1]).toBe('donations-fundraiser-3.xlsx');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('export.csv'))).toBe(false);
  });

  it("offers a non-profit's targets, asks for the chosen one and exports it", async () => {
    setSession(sessionUser());
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const targets: PageDonationTarget[] = [
      { type: 'nonprofit', id: 7, name: 'Clean Water' },
      { type: 'fundraiser', id: 3, name: 'Swim' },
      { type: 'event', id: 12, name: 'Gala' },
      { type: 'company-event', id: 5, name: 'Acme run' },
    ];
    const fetchMock = mockApi({
      'GET /page-donations/nonprofit/7': answer([donation(1)], targets),
      'GET /page-donations/nonprofit/7/export.csv': () =>
        new Response('\uFEFFDate\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    const { user } = renderWithProviders(<PageDonationsPanel type="nonprofit" id={7} />);
    await screen.findByText('Anna de Vries');

    const select = screen.getByRole('combobox', { name: 'Given to' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Everything',
      'Clean Water (non-profit)',
      'Swim (fundraiser)',
      'Gala (event)',
      'Acme run (company event)',
    ]);
    await user.selectOptions(select, 'Gala (event)');
    const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
    await waitFor(() =>
      expect(
        asked().some(
          (url) =>
            url.pathname.endsWith('/page-donations/nonprofit/7') &&
            url.searchParams.get('target') === 'event:12',
        ),
      ).toBe(true),
    );
    expect(select).toHaveValue('event:12');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const exported = asked().find((url) => url.pathname.endsWith('/export.csv'));
    expect(exported?.searchParams.get('target')).toBe('event:12');
  });

  it('has no target filter on a fundraiser, whose donations all go to it', async () => {
    setSession(sessionUser());
    mockApi({
      'GET /page-donations/fundraiser/3': answer(
        [donation(1)],
        [{ type: 'fundraiser', id: 3, name: 'Swim' }],
      ),
    });
    renderWithProviders(<PageDonationsPanel type="fundraiser" id={3} />);
    await screen.findByText('Anna de Vries');
    expect(screen.queryByRole('combobox', { name: 'Given to' })).not.toBeInTheDocument();
  });

  it('refunds part of a donation with a reason, and keeps what was typed when refused', async () => {
    setSession(sessionUser());
    let sent: unknown;
    let refuse = true;
    mockApi({
      'GET /page-donations/nonprofit/7': answer([donation(1)]),
      'POST /donations/1/refunds': async (request: Request) => {
        sent = await request.json();
        if (refuse) {
          return reply(422, {
            message: 'The refund may not be more than what remains of the donation.',
            errors: { amount: ['The refund may not be more than what remains of the donation.'] },
          });
        }
        return reply(201, {
          refund: {
            id: 9,
            amount: 10,
            status: 'refunded',
            reason: 'Twice',
            created_at: '2026-11-21T10:00:00Z',
          },
          donation: { id: 1, amount: 25, refunded: 10, charged_back: 0, net: 15 },
        });
      },
    });
    const { user } = renderWithProviders(<PageDonationsPanel type="nonprofit" id={7} />);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Refund this donation' }));
    const amount = dialog.getByRole('textbox', { name: /Amount to refund/ });
    expect(amount).toHaveValue('25');
    await user.clear(amount);
    await user.type(amount, '30');
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Twice');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));

    expect(
      await dialog.findByText('The refund may not be more than what remains of the donation.'),
    ).toBeVisible();
    expect(sent).toEqual({ amount: 30, reason: 'Twice' });
    expect(amount).toHaveValue('30');

    refuse = false;
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('€10.00 is being refunded to the donor.')).toBeVisible();
    expect(sent).toEqual({ amount: 10, reason: 'Twice' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says whether a message is on the donor wall, and hides it or shows it again', async () => {
    setSession(sessionUser());
    let hidden = false;
    const sent: unknown[] = [];
    mockApi({
      'GET /page-donations/fundraiser/3': () =>
        answer([donation(1, { shown_on_wall: true, message_hidden: hidden }), donation(2)]),
      'PUT /donations/1/message': async (request: Request) => {
        const body = (await request.json()) as { hidden: boolean };
        sent.push(body);
        hidden = body.hidden;
        return reply(200, { id: 1, message_hidden: hidden });
      },
    });
    const { user } = renderWithProviders(<PageDonationsPanel type="fundraiser" id={3} />);

    expect(await screen.findByText("On the page's donor wall")).toBeVisible();
    // Only the message the donor chose to show has the choice.
    expect(screen.getAllByRole('button', { name: 'Hide message' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Hide message' }));
    expect(await screen.findByText('Hidden from the page')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText("On the page's donor wall")).toBeVisible();
    expect(sent).toEqual([{ hidden: true }, { hidden: false }]);
  });
});

describe('money by month', () => {
  it('loads on its own view: a summary, the charts and the same figures as a table, in Dutch', async () => {
    setSession(sessionUser());
    const month = (m: string, values: Partial<Record<string, number>> = {}) => ({
      month: m,
      donations: 0,
      gross: 0,
      net_to_organisation: 0,
      one_time: 0,
      monthly: 0,
      new_donors: 0,
      returning_donors: 0,
      ...values,
    });
    let asked = 0;
    mockApi({
      'GET /page-donations/nonprofit/7': answer([donation(1)]),
      'GET /page-donations/nonprofit/7/months': () => {
        asked++;
        return reply(200, {
          data: [
            month('2026-10'),
            month('2026-11', {
              donations: 3,
              gross: 1234.5,
              net_to_organisation: 1200.25,
              one_time: 1000,
              monthly: 234.5,
              new_donors: 2,
              returning_donors: 1,
            }),
          ],
        });
      },
    });
    localStorage.setItem('language', 'nl');
    const { user } = renderWithProviders(<PageDonationsPanel type="nonprofit" id={7} />);
    await screen.findByText('Anna de Vries');
    expect(asked).toBe(0);
    await user.click(screen.getByRole('radio', { name: 'Geld per maand' }));

    expect(
      await screen.findByText(
        'In de afgelopen 12 maanden: € 1.234,50 betaald, € 1.200,25 voor de organisatie, 2 nieuwe donateurs.',
      ),
    ).toBeVisible();
    expect(asked).toBe(1);
    expect(screen.getByRole('img', { name: /^Bruto en netto per maand\. / })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Geld per maand' }));
    const november = within(table.getByRole('row', { name: /nov/ }));
    expect(november.getByText('€ 1.234,50')).toBeInTheDocument();
    expect(november.getByText('€ 234,50')).toBeInTheDocument();
  });

  it("asks the months for the list's filter and keeps it when switching back and forth", async () => {
    setSession(sessionUser());
    const listAsked: string[] = [];
    const monthsAsked: string[] = [];
    mockApi({
      'GET /page-donations/nonprofit/7': (request: Request) => {
        listAsked.push(new URL(request.url).search);
        return answer([donation(1)], [{ type: 'event', id: 4, name: 'Fun run' }]);
      },
      'GET /page-donations/nonprofit/7/months': (request: Request) => {
        monthsAsked.push(new URL(request.url).search);
        return reply(200, {
          data: [
            {
              month: '2026-11',
              donations: 1,
              gross: 25,
              net_to_organisation: 25,
              one_time: 25,
              monthly: 0,
              new_donors: 1,
              returning_donors: 0,
            },
          ],
        });
      },
    });
    const { user } = renderWithProviders(<PageDonationsPanel type="nonprofit" id={7} />);
    await screen.findByText('Anna de Vries');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Given to' }), 'event:4');
    await waitFor(() => expect(listAsked.at(-1)).toContain('target=event%3A4'));

    await user.click(screen.getByRole('radio', { name: 'Money by month' }));
    await screen.findByText(/^Over the last 12 months: €25\.00 paid/);
    const asked = new URLSearchParams(monthsAsked.at(-1));
    expect(Object.fromEntries(asked)).toEqual({
      months: '12',
      status: 'refunded',
      target: 'event:4',
    });
    // The same filter bar, still set.
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('refunded');
    expect(screen.getByRole('combobox', { name: 'Given to' })).toHaveValue('event:4');

    await user.click(screen.getByRole('radio', { name: 'Donations' }));
    await screen.findByText('Anna de Vries');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('refunded');
    expect(listAsked.at(-1)).toContain('status=refunded');
    expect(listAsked.at(-1)).toContain('target=event%3A4');
  });
});
