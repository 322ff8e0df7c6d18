import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageDetails } from '@/features/pages/testing/page-fixtures';
import { seriousAxeFindings } from '@/testing/axe';
import { mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const fundraiser = pageDetails({ type: 'fundraiser', id: 5, name: 'Run for Water' });

function pageApi(report: (request: Request) => unknown) {
  return mockApi({
    'GET /fundraiser/details/5': { data: fundraiser },
    'GET /fundraiser/community/5': { data: [] },
    'GET /updates/fundraiser/5': {
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    },
    'POST /fundraiser/report/5': report,
  });
}

describe('reporting a page', { timeout: 15_000 }, () => {
  it('asks what is wrong, sends the report and thanks the visitor', async () => {
    const sent: unknown[] = [];
    pageApi(async (request) => {
      sent.push(await request.json());
      return reply(201, { message: 'Thank you. Our team will look at this page.' });
    });
    const { user } = renderApp('/fundraiser-details/5');
    await user.click(await screen.findByRole('button', { name: 'Report this page' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this page' }));
    expect(dialog.getByText(/what is wrong with “Run for Water”/)).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Please choose what is wrong.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(dialog.getByRole('combobox', { name: /What is wrong/ }));
    await user.click(await screen.findByRole('option', { name: 'a scam or fraud' }));
    await user.type(dialog.getByRole('textbox', { name: /Details/ }), 'Asks for bank transfers.');
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    await waitFor(() =>
      expect(sent).toEqual([{ reason: 'fraud', details: 'Asks for bank transfers.', email: '' }]),
    );
    expect(await screen.findByText('Thank you. Our team will look at this page.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps what was typed and shows the field error the API gives, in Dutch', async () => {
    localStorage.setItem('language', 'nl');
    pageApi(() =>
      reply(422, {
        message: 'Het veld e-mail moet een geldig e-mailadres zijn.',
        errors: { email: ['Het veld e-mail moet een geldig e-mailadres zijn.'] },
      }),
    );
    const { user } = renderApp('/fundraiser-details/5');
    await user.click(await screen.findByRole('button', { name: 'Deze pagina melden' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deze pagina melden' }));
    await user.click(dialog.getByRole('combobox', { name: /Wat is er mis/ }));
    await user.click(await screen.findByRole('option', { name: 'iets anders' }));
    await user.type(dialog.getByRole('textbox', { name: /e-mailadres/ }), 'not-an-address');
    await user.click(dialog.getByRole('button', { name: 'Melding versturen' }));
    expect(
      await dialog.findByText('Het veld e-mail moet een geldig e-mailadres zijn.'),
    ).toBeVisible();
    expect(dialog.getByRole('textbox', { name: /e-mailadres/ })).toHaveValue('not-an-address');
  });

  it('says so when too many reports were sent', async () => {
    pageApi(() => reply(429, { message: 'Too many attempts. Please try again later.' }));
    const { user } = renderApp('/fundraiser-details/5');
    await user.click(await screen.findByRole('button', { name: 'Report this page' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this page' }));
    await user.click(dialog.getByRole('combobox', { name: /What is wrong/ }));
    await user.click(await screen.findByRole('option', { name: 'something else' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });
});
