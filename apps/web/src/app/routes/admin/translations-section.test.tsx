import type { AdminTranslation, AdminTranslationsResponse } from '@app/contract';
import { bundledTranslations } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const operator = sessionUser({ id: 5, role: 'admin', second_factor: true });

function row(key: string, overrides: Partial<AdminTranslation> = {}): AdminTranslation {
  return {
    key,
    en: { value: bundledTranslations.en[key] ?? null, override: null },
    nl: { value: bundledTranslations.nl[key] ?? null, override: null },
    missing_dutch: false,
    ...overrides,
  };
}

const list = (data: AdminTranslation[], missing = 0): AdminTranslationsResponse => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 50, total: data.length },
  missing_dutch: missing,
});

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const rowOf = (key: string) =>
  screen.getByRole('rowheader', { name: new RegExp(key) }).closest('tr')!;

describe('the console’s translations', () => {
  it('lists keys without Dutch first, searches, and shows a saved override in the header at once', async () => {
    let discover = row('header.discover');
    const queries: string[] = [];
    const sent: unknown[] = [];
    const handlers: Record<string, unknown> = {
      'GET /admin/translations': (request: Request) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        if (query.get('search') === 'nothing here') return list([]);
        return list(
          [
            row('header.help', { nl: { value: null, override: null }, missing_dutch: true }),
            discover,
          ],
          1,
        );
      },
      'PUT /admin/translations/en/header.discover': async (request: Request) => {
        sent.push(await request.json());
        discover = row('header.discover', {
          en: { value: 'Discover', override: 'Find causes' },
        });
        // From now on the API serves the override (GET /translations/en).
        handlers['GET /translations/en'] = {
          ...bundledTranslations.en,
          'header.discover': 'Find causes',
        };
        return { data: discover };
      },
    };
    mockApi(handlers);
    signIn(operator);
    const { user } = renderApp('/admin/translations');

    expect(
      await screen.findByText('2 keys · 1 key has no Dutch text. Keys without Dutch come first.'),
    ).toBeVisible();
    const rows = screen.getAllByRole('rowheader');
    expect(rows.map((header) => header.textContent)).toEqual([
      'header.helpNo Dutch',
      'header.discover',
    ]);
    expect(within(rowOf('header.help')).getByText('No bundled text')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    const field = within(rowOf('header.discover')).getByRole('textbox', {
      name: 'English override of header.discover',
    });
    await user.type(field, 'Find causes');
    await user.click(within(rowOf('header.discover')).getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(sent).toEqual([{ text: 'Find causes' }]));
    expect(await screen.findByText('Saved. The new text is shown at once.')).toBeVisible();
    // The header shows the operator's text without a reload.
    expect(
      await within(mainNavigation()).findByRole('link', { name: 'Find causes' }),
    ).toHaveAttribute('href', '/discover');
    expect(await within(rowOf('header.discover')).findByText('Overridden (EN)')).toBeVisible();
    expect(
      within(rowOf('header.discover')).getByRole('button', { name: 'Use bundled text' }),
    ).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Only keys without a Dutch text' }));
    await waitFor(() => expect(queries.at(-1)).toContain('missing=1'));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search keys and texts' }),
      'nothing here',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No texts match.')).toBeVisible();
    expect(queries.at(-1)).toContain('search=nothing+here');
  });

  it('speaks Dutch, keeps the text with the placeholder error, and resets an override', async () => {
    localStorage.setItem('language', 'nl');
    let reset = false;
    const key = 'reports.console.total_other';
    mockApi({
      'GET /admin/translations': () =>
        list([
          row(key, {
            nl: {
              value: bundledTranslations.nl[key]!,
              override: reset ? null : 'Meldingen: {{count}}',
            },
          }),
        ]),
      'PUT /admin/translations/nl/reports.console.total_other': reply(422, {
        message: 'Houd de invulplekken van de meegeleverde tekst: {{count}}.',
        errors: { text: ['Houd de invulplekken van de meegeleverde tekst: {{count}}.'] },
      }),
      'DELETE /admin/translations/nl/reports.console.total_other': () => {
        reset = true;
        return { data: row(key) };
      },
    });
    signIn(sessionUser({ id: 5, role: 'admin', locale: 'nl', second_factor: true }));
    const { user } = renderApp('/admin/translations');
    const field = await screen.findByRole('textbox', {
      name: `Eigen tekst (Nederlands) voor ${key}`,
    });
    expect(field).toHaveValue('Meldingen: {{count}}');
    await user.clear(field);
    await user.type(field, 'Meldingen');
    await user.click(within(rowOf(key)).getAllByRole('button', { name: 'Opslaan' })[1]!);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Houd de invulplekken van de meegeleverde tekst: {{count}}.',
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Meldingen');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(
      within(rowOf(key)).getByRole('button', { name: 'Meegeleverde tekst gebruiken' }),
    );
    expect(await screen.findByText('De meegeleverde tekst wordt weer getoond.')).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(within(rowOf(key)).queryByText(/Eigen tekst \(NL\)/)).not.toBeInTheDocument();
  });

  it('offers a retry when the texts cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /admin/translations': () =>
        fail ? reply(500, { message: 'Server Error' }) : list([row('header.discover')]),
    });
    signIn(operator);
    const { user } = renderApp('/admin/translations');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The texts could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('header.discover')).toBeVisible();
  });
});
