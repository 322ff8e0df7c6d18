import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLibraryImage, mediaItem } from '@/components/image-picker/testing/media-fixtures';
import { nonprofitProfile } from '@/features/nonprofits/testing/nonprofit-fixtures';
import { userNonprofitsQueryOptions } from '@/features/users/api/get-user-nonprofits';
import { deferred, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';

const media = { 'GET /media': { data: [mediaItem(1, { file: 'banner-new.webp' })] } };

describe('Non-profit registration', { timeout: 60_000 }, () => {
  it('sends the form as multipart, shows Submitting... and opens the new profile', async () => {
    const sent = deferred<unknown>();
    let form: FormData | undefined;
    mockApi({
      ...media,
      'POST /nonprofits': async (request: Request) => {
        form = await request.formData();
        return sent.promise;
      },
      'GET /nonprofit-profile/42': { data: nonprofitProfile({ id: 42, name: 'Green Roofs' }) },
    });
    signIn();
    const { user, router, queryClient } = renderApp('/nonprofit-registration');
    const ownList = userNonprofitsQueryOptions(1).queryKey;
    queryClient.setQueryData(ownList, { nonprofits: [] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register your non-profit' }),
    ).toBeVisible();
    await enterText(user, screen.getByRole('textbox', { name: /^Name/ }), '  Green Roofs ');
    await enterText(user, screen.getByRole('textbox', { name: 'Address' }), 'Keizersgracht 10');
    await enterText(user, screen.getByRole('textbox', { name: 'E-mail' }), 'hi@greenroofs.nl');
    await enterText(user, screen.getByRole('textbox', { name: 'Phone' }), '020 555 1234');
    await enterText(user, screen.getByRole('textbox', { name: 'Website' }), 'greenroofs.nl');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.keyboard('Roofs full of plants');

    await chooseLibraryImage(user, 'Background picture');

    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await waitFor(() => expect(form).toBeDefined());
    expect(form?.get('name_en')).toBe('Green Roofs');
    expect(form?.get('addressLine1')).toBe('Keizersgracht 10');
    expect(form?.get('email')).toBe('hi@greenroofs.nl');
    expect(form?.get('phone')).toBe('020 555 1234');
    expect(form?.get('website')).toBe('greenroofs.nl');
    expect(form?.get('description_en')).toContain('Roofs full of plants');
    expect(form?.get('user_id')).toBe('1');
    expect(form?.get('picture')).toBe('banner-new.webp');
    expect(form?.has('logo')).toBe(false);

    sent.resolve(
      reply(201, { message: 'Non-profit registered successfully.', nonprofit: { id: 42 } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/non-profit-profile/42'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Roofs' })).toBeVisible();
    expect(queryClient.getQueryState(ownList)?.isInvalidated).toBe(true);
  });

  it('shows 422 messages under the fields and in the summary, keeping what was typed', async () => {
    mockApi({
      ...media,
      'POST /nonprofits': reply(422, {
        message: 'The name field is required. (and 1 more error)',
        errors: {
          name: ['The name field is required.'],
          website: ['The website field must be a valid URL.'],
        },
      }),
    });
    signIn();
    const { user, router } = renderApp('/nonprofit-registration');

    await enterText(user, await screen.findByRole('textbox', { name: /^Name/ }), 'x');
    await enterText(user, screen.getByRole('textbox', { name: 'Website' }), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(summary).toHaveTextContent('Name: The name field is required.');
    expect(summary).toHaveTextContent('Website: The website field must be a valid URL.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'The name field is required.',
    );
    expect(screen.getByText('The website field must be a valid URL.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('not a site');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/nonprofit-registration');
  });

  it('shows the generic text when the server fails', async () => {
    mockApi({ ...media, 'POST /nonprofits': reply(500, { message: 'Server Error' }) });
    signIn();
    const { user } = renderApp('/nonprofit-registration');

    await enterText(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Green Roofs');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(media);
    signIn();
    renderApp('/nonprofit-registration');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registreer je goede doel' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Naam/ })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Achtergrondafbeelding' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Beschrijving' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Adres' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Registreren' })).toBeVisible();
  });

  it('sends a visitor without a session to /login', async () => {
    mockApi();
    const { router } = renderApp('/nonprofit-registration');
    const { restoreSession } = await import('@/lib/session');
    restoreSession();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
