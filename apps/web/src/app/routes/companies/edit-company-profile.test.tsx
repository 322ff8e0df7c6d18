import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLibraryImage, mediaItem } from '@/components/image-picker/testing/media-fixtures';
import { companyProfile } from '@/features/companies/testing/company-fixtures';
import { directoryCompany } from '@/testing/fixtures';
import { calledPaths, deferred, mockApi, reply, sentForms } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';

const NAME = { name: /^Name\s*\*?$/ };

function editApi(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...profileApi(),
    'GET /company-profile/7': { data: companyProfile() },
    'GET /user/1/companies': { companies: [directoryCompany(7, 'Acme Water')] },
    ...overrides,
  };
}

describe('Edit company profile', { timeout: 30_000 }, () => {
  it('loads the company by id on a direct link and sends the changes with the facts', async () => {
    const answer = deferred();
    const handlers = editApi({
      'POST /company-profile/7': () => answer.promise,
      'GET /media': { data: [mediaItem(3, { file: 'new-banner.webp' })] },
    });
    const fetchMock = mockApi(handlers);
    signIn();
    const { user, router } = renderApp('/edit-company-profile/7');

    const name = await screen.findByRole('textbox', NAME);
    expect(name).toHaveValue('Acme Water');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('hello@acme.example');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('https://acme.example');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Damrak 1');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent(
      'We bring clean water to schools.',
    );
    expect(screen.getByRole('textbox', { name: 'Name of fact 1' })).toHaveValue('year_founded');
    expect(screen.getByRole('textbox', { name: 'Value of fact 2' })).toHaveValue(
      'https://cdn.example.org/team.jpg',
    );
    expect(calledPaths(fetchMock)).toContain('GET /company-profile/7');

    await user.clear(name);
    await enterText(user, name, 'Acme Water & Co');
    await user.click(screen.getByRole('button', { name: 'Remove fact 2' }));
    await user.click(screen.getByRole('button', { name: 'Add a fact' }));
    await enterText(user, screen.getByRole('textbox', { name: 'Name of fact 2' }), 'employees');
    await enterText(user, screen.getByRole('textbox', { name: 'Value of fact 2' }), ' 25 ');
    // A new background picture; the logo stays as it is and is not sent.
    const picture = within(screen.getByRole('group', { name: 'Background picture' }));
    // The API cannot clear a stored image: it can only be replaced.
    expect(picture.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await chooseLibraryImage(user, 'Background picture', 'Image 1, added Jun 3, 2025');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    const [sent] = sentForms(fetchMock, 'POST /company-profile/7');
    expect(sent?.get('name_en')).toBe('Acme Water & Co');
    expect(sent?.get('email')).toBe('hello@acme.example');
    expect(sent?.get('colorTheme')).toBe('#1C7ED6');
    expect(sent?.get('addressLine1')).toBe('Damrak 1');
    expect(JSON.parse(String(sent?.get('page_data')))).toEqual({
      year_founded: '2012',
      employees: '25',
    });
    expect(sent?.get('picture')).toBe('new-banner.webp');
    expect(sent?.has('logo')).toBe(false);

    handlers['GET /company-profile/7'] = { data: companyProfile({ name: 'Acme Water & Co' }) };
    answer.resolve({ message: 'Company updated successfully.', company: { id: 7 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-profile/7'));
    expect(await screen.findByText('Company updated successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Water & Co' })).toBeVisible();
  });

  it('sends {} when every fact is removed, and nothing before a nameless fact is fixed', async () => {
    const fetchMock = mockApi(
      editApi({ 'POST /company-profile/7': { message: 'ok', company: { id: 7 } } }),
    );
    signIn();
    const { user, router } = renderApp('/edit-company-profile/7');

    await user.click(await screen.findByRole('button', { name: 'Remove fact 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove fact 1' }));
    expect(screen.getByText('No facts yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a fact' }));
    await enterText(user, screen.getByRole('textbox', { name: 'Value of fact 1' }), 'orphan');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Give this fact a name.')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /company-profile/7');

    await user.click(screen.getByRole('button', { name: 'Remove fact 1' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-profile/7'));
    expect(sentForms(fetchMock, 'POST /company-profile/7')[0]?.get('page_data')).toBe('{}');
  });

  it('shows each 422 message under its field and in the summary', async () => {
    mockApi(
      editApi({
        'POST /company-profile/7': reply(422, {
          message: 'The name field is required. (and 3 more errors)',
          errors: {
            name: ['The name field is required.'],
            phone: ['The phone field must not be greater than 50 characters.'],
            image: ['The image field must be an image.'],
            page_data: ['The page data field must be a JSON object of text values.'],
          },
        }),
      }),
    );
    signIn();
    const { user } = renderApp('/edit-company-profile/7');

    await enterText(user, await screen.findByRole('textbox', { name: 'Phone' }), '9');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(summary).toHaveTextContent('Name: The name field is required.');
    expect(summary).toHaveTextContent('Background picture: The image field must be an image.');
    expect(summary).toHaveTextContent('Company Overview: The page data field must be');
    expect(screen.getByRole('textbox', NAME)).toHaveAccessibleDescription(
      'The name field is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+31 20 123 45679');
    expect(
      within(screen.getByRole('group', { name: 'Background picture' })).getByText(
        'The image field must be an image.',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Company Overview' })).getByText(
        'The page data field must be a JSON object of text values.',
      ),
    ).toBeVisible();
  });

  it('tells someone who does not own the company that they may not change it', async () => {
    mockApi(editApi({ 'GET /company-profile/7': { data: companyProfile({ user_id: 99 }) } }));
    signIn();
    renderApp('/edit-company-profile/7');

    expect(await screen.findByText('You are not allowed to change this company.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the company profile' })).toHaveAttribute(
      'href',
      '/company-profile/7',
    );
  });

  it('says the company was not found for an unknown id or no id at all', async () => {
    mockApi(editApi());
    signIn();
    renderApp('/edit-company-profile/404');
    expect(await screen.findByText('Company data not loaded or found.')).toBeVisible();
  });

  it('shows the load failure with Retry', async () => {
    const handlers = editApi({ 'GET /company-profile/7': reply(500, { message: 'Boom' }) });
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/edit-company-profile/7');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data');
    handlers['GET /company-profile/7'] = { data: companyProfile() };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', NAME)).toHaveValue('Acme Water');
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(editApi());
    signIn();
    renderApp('/edit-company-profile/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bedrijfsprofiel bewerken' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Naam van gegeven 1' })).toHaveValue('year_founded');
    expect(screen.getByRole('button', { name: 'Gegeven toevoegen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bijwerken' })).toBeVisible();
  });
});
