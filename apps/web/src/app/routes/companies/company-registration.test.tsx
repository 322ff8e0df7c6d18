import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLibraryImage, mediaItem } from '@/components/image-picker/testing/media-fixtures';
import { companyProfile } from '@/features/companies/testing/company-fixtures';
import { calledPaths, deferred, mockApi, reply, sentForms } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';

// The new profile opens the share dialog, whose code loads on demand. Loaded here first, so that
// compiling it in the test does not outlast the 3-second success toast the test reads.
await import('@/components/share-dialog/share-dialog');

describe('Registration Form for Company', { timeout: 60_000 }, () => {
  it('sends every field as multipart, shows Submitting... and opens the new profile', async () => {
    const answer = deferred();
    const handlers: Record<string, unknown> = {
      'GET /media': { data: [mediaItem(2, { file: 'logo-2.webp' })] },
      'POST /companies': () => answer.promise,
      'GET /company-profile/42': { data: companyProfile({ id: 42, name: 'Acme Water' }) },
      'GET /user/1/companies': { companies: [] },
    };
    const fetchMock = mockApi(handlers);
    signIn();
    const { user, router } = renderApp('/company-registration');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration Form for Company' }),
    ).toBeVisible();
    await enterText(user, screen.getByRole('textbox', { name: /^Name\s*\*?$/ }), '  Acme Water ');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('type', 'email');
    await enterText(user, email, 'hello@acme.example');
    await enterText(user, screen.getByRole('textbox', { name: 'Phone' }), '+31 20 123 4567');
    await enterText(user, screen.getByRole('textbox', { name: 'Website' }), 'acme.example');
    await enterText(user, screen.getByRole('textbox', { name: 'Color theme' }), '#1c7ed6');
    await enterText(user, screen.getByRole('textbox', { name: 'Address' }), 'Damrak 1');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.keyboard('Clean water for schools');
    await chooseLibraryImage(user, 'Logo', 'Image 1, added Jun 2, 2025');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();

    const [sent] = sentForms(fetchMock, 'POST /companies');
    expect(sent?.get('name_en')).toBe('Acme Water');
    expect(sent?.get('email')).toBe('hello@acme.example');
    expect(sent?.get('phone')).toBe('+31 20 123 4567');
    expect(sent?.get('website')).toBe('acme.example');
    expect(sent?.get('colorTheme')).toBe('#1c7ed6');
    expect(sent?.get('addressLine1')).toBe('Damrak 1');
    expect(sent?.get('description_en')).toBe('<p>Clean water for schools</p>');
    expect(sent?.get('user_id')).toBe('1');
    expect(sent?.get('logo')).toBe('logo-2.webp');
    expect(sent?.has('picture')).toBe(false);
    expect(sent?.has('page_data')).toBe(false);

    answer.resolve(reply(201, { message: 'Company created successfully.', company: { id: 42 } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-profile/42'));
    expect(await screen.findByText('Company created successfully.')).toBeInTheDocument();
    // The new page offers to be shared, with its public link.
    const prompt = await screen.findByRole(
      'dialog',
      { name: 'Your page is live: share Acme Water' },
      // The share dialog's code loads on demand; a busy test machine may take a while.
      { timeout: 15_000 },
    );
    expect(within(prompt).getByRole('textbox', { name: 'Link to this page' })).toHaveValue(
      `${window.location.origin}/company-details/42`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Water' })).toBeVisible();
  });

  it('asks for the name before sending anything', async () => {
    const fetchMock = mockApi();
    signIn();
    const { user } = renderApp('/company-registration');

    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Write this in at least one language.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Name\s*\*?$/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calledPaths(fetchMock)).not.toContain('POST /companies');
  });

  it('shows each 422 message under its field and in the summary, keeping what was typed', async () => {
    mockApi({
      'POST /companies': reply(422, {
        message: 'The email field must be a valid email address. (and 1 more error)',
        errors: {
          email: ['The email field must be a valid email address.'],
          website: ['The website field must be a valid URL.'],
        },
      }),
    });
    signIn();
    const { user, router } = renderApp('/company-registration');

    await enterText(user, await screen.findByRole('textbox', { name: /^Name\s*\*?$/ }), 'Acme');
    await enterText(user, screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await enterText(user, screen.getByRole('textbox', { name: 'Website' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(summary).toHaveTextContent('E-mail: The email field must be a valid email address.');
    expect(summary).toHaveTextContent('Website: The website field must be a valid URL.');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('not-an-email');
    expect(email).toHaveAccessibleDescription('The email field must be a valid email address.');
    expect(screen.getByRole('textbox', { name: /^Name\s*\*?$/ })).toHaveValue('Acme');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/company-registration');
  });

  it('shows the server message when it is not a 422', async () => {
    mockApi({ 'POST /companies': reply(500, { message: 'Boom' }) });
    signIn();
    const { user } = renderApp('/company-registration');

    await enterText(user, await screen.findByRole('textbox', { name: /^Name\s*\*?$/ }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    signIn();
    renderApp('/company-registration');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registratieformulier voor bedrijven' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Naam/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Themakleur' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Achtergrondafbeelding' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeVisible();
  });

  it('sends a visitor without a session to /login', async () => {
    mockApi();
    const { router } = renderApp('/company-registration');
    const { restoreSession } = await import('@/lib/session');
    restoreSession();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
