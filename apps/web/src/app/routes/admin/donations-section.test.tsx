import type { AdminDonation } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const operator = sessionUser({ id: 5, role: 'admin', second_factor: true });

function donation(overrides: Partial<AdminDonation> = {}): AdminDonation {
  return {
    id: 31,
    reference: 'ref-31',
    status: 'paid',
    amount: 25,
    refunded: 5,
    charged_back: 0,
    net: 20,
    created_at: '2026-05-06T12:00:00.000Z',
    paid_at: '2026-05-06T12:01:00.000Z',
    donor_name: 'Donor 31',
    donor_email: 'donor31@example.org',
    anonymous: true,
    page: { type: 'fundraiser', id: 3, name: 'Fundraiser 3' },
    provider: 'sandbox',
    provider_payment_id: 'tr_sbx31',
    method: 'sandbox',
    monthly: false,
    ...overrides,
  };
}

const list = (data: AdminDonation[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length },
});

const refundAnswer = {
  refund: {
    id: 1,
    amount: 20,
    status: 'refunded',
    reason: 'Paid twice',
    created_at: '2026-06-01T09:00:00.000Z',
  },
  donation: { id: 31, amount: 25, refunded: 25, charged_back: 0, net: 0 },
};

describe('the console’s donations', () => {
  it('lists donations with the donor, the page and the provider payment, and narrows them', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /admin/donations': (request: Request) => {
        queries.push(new URL(request.url).searchParams);
        return list([
          donation(),
          donation({
            id: 32,
            reference: 'ref-32',
            status: 'open',
            refunded: 0,
            net: 0,
            paid_at: null,
            anonymous: false,
            donor_name: null,
            page: null,
            provider_payment_id: null,
          }),
        ]);
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/donations');
    expect(await screen.findByRole('heading', { level: 2, name: 'Donations' })).toBeVisible();
    expect(await screen.findByText('2 donations')).toBeVisible();
    const rows = screen.getAllByRole('row');
    const first = within(rows[1]!);
    expect(first.getByText('ref-31')).toBeVisible();
    expect(first.getByText('Donor 31')).toBeVisible();
    expect(first.getByText('donor31@example.org')).toBeVisible();
    expect(first.getByText('Anonymous')).toBeVisible();
    expect(first.getByRole('link', { name: 'Fundraiser 3' })).toHaveAttribute(
      'href',
      '/fundraiser-details/3',
    );
    expect(first.getByText(/€\s?5\.00 refunded/)).toBeVisible();
    expect(first.getByText('tr_sbx31')).toBeVisible();
    expect(first.getByRole('button', { name: 'Refund donation ref-31' })).toBeVisible();
    const second = within(rows[2]!);
    expect(second.getByText('No name given')).toBeVisible();
    expect(second.getByText('Deleted page')).toBeVisible();
    expect(second.getByText('No payment yet')).toBeVisible();
    expect(second.queryByRole('button', { name: /Refund/ })).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.type(
      screen.getByRole('textbox', { name: 'Reference, e-mail address or name' }),
      'donor31',
    );
    await user.type(screen.getByRole('textbox', { name: 'Page name' }), 'Fundraiser');
    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Refunded' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('donor31'));
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({
      page_name: 'Fundraiser',
      from: '2026-05-01',
      status: 'refunded',
    });
  });

  it('refunds a donation through the owner’s dialog, with a reason', async () => {
    let refunded = false;
    const sent: unknown[] = [];
    mockApi({
      'GET /admin/donations': () =>
        list([refunded ? donation({ refunded: 25, net: 0 }) : donation()]),
      'POST /admin/donations/31/refund': async (request: Request) => {
        sent.push(await request.json());
        refunded = true;
        return reply(201, refundAnswer);
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/donations');
    await user.click(await screen.findByRole('button', { name: 'Refund donation ref-31' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund this donation' }));
    expect(dialog.getByRole('textbox', { name: /Amount to refund/ })).toHaveValue('20');
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Paid twice');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 20, reason: 'Paid twice' }]));
    expect(await screen.findByText('The refund is made; the donor is e-mailed.')).toBeVisible();
    expect(await screen.findByText(/€\s?25\.00 refunded/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Refund donation ref-31' })).toBeNull();
  });

  it('speaks Dutch, starts from a reference in the address, and keeps the reason when the refund is refused', async () => {
    localStorage.setItem('language', 'nl');
    const queries: string[] = [];
    mockApi({
      'GET /admin/donations': (request: Request) => {
        queries.push(new URL(request.url).searchParams.get('search') ?? '');
        return list([donation()]);
      },
      'POST /admin/donations/31/refund': reply(422, {
        message: 'De terugbetaling mag niet meer zijn dan wat er van de donatie over is.',
        errors: {
          amount: ['De terugbetaling mag niet meer zijn dan wat er van de donatie over is.'],
        },
      }),
    });
    signIn(operator);
    const { user } = renderApp('/admin/donations?search=ref-31');
    expect(await screen.findByRole('heading', { level: 2, name: 'Donaties' })).toBeVisible();
    expect(queries[0]).toBe('ref-31');
    expect(screen.getByRole('textbox', { name: 'Kenmerk, e-mailadres of naam' })).toHaveValue(
      'ref-31',
    );
    expect(await screen.findByText('Anoniem')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Donatie ref-31 terugbetalen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deze donatie terugbetalen' }));
    await user.type(dialog.getByRole('textbox', { name: /Reden/ }), 'Dubbel betaald');
    await user.click(dialog.getByRole('button', { name: 'Terugbetalen' }));
    expect(
      await dialog.findByText(
        'De terugbetaling mag niet meer zijn dan wat er van de donatie over is.',
      ),
    ).toBeVisible();
    expect(dialog.getByRole('textbox', { name: /Reden/ })).toHaveValue('Dubbel betaald');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says when nothing matches and when the list fails', async () => {
    const handlers: Record<string, unknown> = { 'GET /admin/donations': list([]) };
    mockApi(handlers);
    signIn(operator);
    const { user } = renderApp('/admin/donations');
    expect(await screen.findByText('No donations match.')).toBeVisible();
    handlers['GET /admin/donations'] = reply(500, { message: 'Server Error' });
    await user.type(screen.getByRole('textbox', { name: 'Page name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The donations could not be loaded.')).toBeVisible();
  });
});
