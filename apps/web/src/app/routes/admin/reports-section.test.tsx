import type { PageReport } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const operator = sessionUser({ id: 5, role: 'admin', second_factor: true });

function report(overrides: Partial<PageReport> = {}): PageReport {
  return {
    id: 7,
    page: { type: 'fundraiser', id: 12, name: 'Run for Water', active: true },
    reason: 'fraud',
    details: 'Asks for bank transfers.',
    donor_message: null,
    reporter_email: 'visitor@example.org',
    reporter: null,
    created_at: '2026-11-20T10:15:00.000Z',
    resolved_at: null,
    outcome: null,
    note: null,
    ...overrides,
  };
}

const list = (data: PageReport[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
});

describe('the console’s reports', () => {
  it('lists open reports with the page and who reported it, and resolves one with a note', async () => {
    let resolved = false;
    const sent: unknown[] = [];
    mockApi({
      'GET /admin/reports': () =>
        list(
          resolved
            ? []
            : [
                report(),
                report({
                  id: 8,
                  page: { type: 'event', id: 3, name: null, active: null },
                  reporter_email: null,
                  reason: 'other',
                  details: null,
                }),
              ],
        ),
      'POST /admin/reports/7/resolve': async (request: Request) => {
        sent.push(await request.json());
        resolved = true;
        return { data: report({ resolved_at: '2026-11-25T09:00:00.000Z', outcome: 'actioned' }) };
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/reports');
    const first = within((await screen.findAllByRole('article'))[0]!);
    expect(first.getByRole('link', { name: 'Run for Water' })).toHaveAttribute(
      'href',
      '/discover/details/fundraiser/12',
    );
    expect(first.getByText('a scam or fraud')).toBeVisible();
    expect(first.getByRole('link', { name: 'visitor@example.org' })).toHaveAttribute(
      'href',
      'mailto:visitor@example.org',
    );
    const second = within(screen.getAllByRole('article')[1]!);
    expect(second.getByText('Deleted page (event 3)')).toBeVisible();
    expect(second.getByText(/No address given/)).toBeVisible();
    expect(screen.getByText('2 reports')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(first.getByRole('button', { name: 'Mark as acted on' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve this report' }));
    await user.type(dialog.getByRole('textbox', { name: /Note/ }), 'Fundraiser deactivated.');
    await user.click(dialog.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(sent).toEqual([{ outcome: 'actioned', note: 'Fundraiser deactivated.' }]),
    );
    expect(await screen.findByText('The report is resolved.')).toBeVisible();
    expect(await screen.findByText('No reports here.')).toBeVisible();
  });

  it('speaks Dutch and keeps the dialog open with the reason when resolving fails', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      'GET /admin/reports': list([report()]),
      'POST /admin/reports/7/resolve': reply(404, { message: 'Melding niet gevonden.' }),
    });
    signIn(operator);
    const { user } = renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { level: 2, name: 'Meldingen' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Terzijde leggen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deze melding afhandelen' }));
    await user.click(dialog.getByRole('button', { name: 'Afhandelen' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Melding niet gevonden.');
  });
});
