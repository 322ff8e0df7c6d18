import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyProfile, nonprofitOption } from '@/features/companies/testing/company-fixtures';
import { directoryCompany, paged } from '@/testing/fixtures';
import { calledPaths, deferred, mockApi, reply, sentForms } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';

const NAME = { name: /^Name\s*\*?$/ };
const NONPROFIT = /^Non-profit/;

/** GET /nonprofits answers by search term, like the API. */
function nonprofits(request: Request) {
  const search = new URL(request.url).searchParams.get('search') ?? '';
  const all = [nonprofitOption(9, 'Water Aid'), nonprofitOption(10, 'Food Bank Utrecht')];
  return paged(all.filter((item) => item.name.toLowerCase().includes(search.toLowerCase())));
}

function eventApi(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...profileApi(),
    'GET /company-profile/7': { data: companyProfile() },
    'GET /user/1/companies': { companies: [directoryCompany(7, 'Acme Water')] },
    'GET /nonprofits': nonprofits,
    ...overrides,
  };
}

/** The way in: the company profile's Create a Company Event button (it hands over the state). */
async function openFromProfile() {
  signIn();
  const view = renderApp('/company-profile/7');
  await view.user.click(await screen.findByRole('link', { name: 'Create a Company Event' }));
  await screen.findByRole('heading', { level: 1, name: 'Create a Company Event' });
  return view;
}

/** Types a search, waits for the server's matches (GET /nonprofits?page=1&per_page=10&search), picks one. */
async function chooseNonprofit(
  user: ReturnType<typeof renderApp>['user'],
  fetchMock: ReturnType<typeof mockApi>,
  term: string,
  name: string,
) {
  await enterText(user, screen.getByRole('combobox', { name: NONPROFIT }), term);
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/pifworld/api/v1/nonprofits?page=1&per_page=10&search=${term}`,
    ),
  );
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  await user.click(screen.getByRole('option', { name }));
}

describe('Create a Company Event', { timeout: 30_000 }, () => {
  it('sends the event as multipart for the company and non-profit, then shows the company', async () => {
    const answer = deferred();
    const fetchMock = mockApi(eventApi({ 'POST /company-events': () => answer.promise }));
    const { user, router } = await openFromProfile();

    expect(screen.getByText('For Acme Water')).toBeVisible();
    await enterText(user, screen.getByRole('textbox', NAME), 'Charity Run 2026');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.keyboard('Run for water');
    await chooseNonprofit(user, fetchMock, 'water', 'Water Aid');
    expect(screen.getByRole('combobox', { name: NONPROFIT })).toHaveValue('Water Aid');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    const [sent] = sentForms(fetchMock, 'POST /company-events');
    expect(sent?.get('name_en')).toBe('Charity Run 2026');
    expect(sent?.get('description_en')).toBe('<p>Run for water</p>');
    expect(sent?.get('company_id')).toBe('7');
    expect(sent?.get('nonprofit_id')).toBe('9');
    expect(sent?.get('user_id')).toBe('1');
    expect(sent?.has('picture')).toBe(false);

    answer.resolve(
      reply(201, { message: 'Company event created successfully.', company_event: { id: 55 } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-profile/7'));
    expect(await screen.findByText('Company event created successfully.')).toBeInTheDocument();
    // The profile reads the company again, with its new event.
    await waitFor(() =>
      expect(
        calledPaths(fetchMock).filter((call) => call === 'GET /company-profile/7').length,
      ).toBeGreaterThan(1),
    );
  });

  it('requires a name and a non-profit before sending', async () => {
    const fetchMock = mockApi(eventApi());
    const { user } = await openFromProfile();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Write this in at least one language.')).toBeVisible();
    expect(
      screen.getByText(
        'Nonprofit is required. Every company event should be linked to a non-profit (directly or indirectly).',
      ),
    ).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /company-events');
  });

  it('says when no non-profit matches the search', async () => {
    mockApi(eventApi());
    const { user } = await openFromProfile();

    await enterText(user, screen.getByRole('combobox', { name: NONPROFIT }), 'zzz');
    expect(await screen.findByText('No results found for "zzz"')).toBeVisible();
  });

  it('shows each 422 message under its field and in the summary', async () => {
    const fetchMock = mockApi(
      eventApi({
        'POST /company-events': reply(422, {
          message: 'The selected nonprofit id is invalid. (and 1 more error)',
          errors: {
            name: ['The name field must not be greater than 255 characters.'],
            nonprofit_id: ['The selected nonprofit id is invalid.'],
          },
        }),
      }),
    );
    const { user, router } = await openFromProfile();

    await enterText(user, screen.getByRole('textbox', NAME), 'Charity Run');
    await chooseNonprofit(user, fetchMock, 'food', 'Food Bank Utrecht');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(summary).toHaveTextContent(
      'Name: The name field must not be greater than 255 characters.',
    );
    expect(summary).toHaveTextContent('Non-profit: The selected nonprofit id is invalid.');
    expect(screen.getByRole('textbox', NAME)).toHaveValue('Charity Run');
    expect(screen.getByRole('textbox', NAME)).toHaveAccessibleDescription(
      'The name field must not be greater than 255 characters.',
    );
    expect(router.state.location.pathname).toBe('/create-company-event');
  });

  it('without a company shows the error dialog and sends a direct visitor to the Page List', async () => {
    mockApi(eventApi());
    signIn();
    const { user, router } = renderApp('/create-company-event');

    const dialog = within(await screen.findByRole('dialog', { name: 'Error' }));
    expect(
      dialog.getByText('Company is required. Please access this page from your company profile.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=pages');
  });

  it('without a company sends someone who came from another page back there', async () => {
    mockApi(eventApi());
    signIn();
    const { user, router } = renderApp('/company-profile/7');
    await screen.findByRole('heading', { level: 1, name: 'Acme Water' });
    await router.navigate('/create-company-event');

    const dialog = within(await screen.findByRole('dialog', { name: 'Error' }));
    await user.click(dialog.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-profile/7'));
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(eventApi());
    signIn();
    const { user } = renderApp('/company-profile/7');
    await user.click(await screen.findByRole('link', { name: 'Bedrijfsevenement aanmaken' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bedrijfsevenement aanmaken' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Goed doel/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aanmaken' }));
    expect(
      await screen.findByText(
        'Een goed doel is verplicht. Elk bedrijfsevenement moet (direct of indirect) aan een goed doel gekoppeld zijn.',
      ),
    ).toBeVisible();
  });
});
