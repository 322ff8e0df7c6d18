import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLibraryImage, mediaItem } from '@/components/image-picker/testing/media-fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { fundraiser, fundraiserApi } from './testing/fundraiser-fixtures';

describe('Edit fundraiser profile', { timeout: 60_000 }, () => {
  it('loads the fundraiser on a direct link and fills the form', async () => {
    const fetchMock = mockApi(fundraiserApi());
    signIn();
    renderApp('/edit-fundraiser-profile/77');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit fundraiser' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Run for Water');
    expect(screen.getByRole('textbox', { name: /^Goal/ })).toHaveValue('€ 5,000');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('Damrak 1, Amsterdam');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent(
      'We run 42 km for clean water.',
    );
    const banner = within(screen.getByRole('group', { name: 'Background picture' }));
    expect(banner.getByRole('img')).toHaveAttribute('src', '/storage/original/run-banner.webp');
    // A stored image can only be replaced, not removed (the API cannot clear it).
    expect(banner.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain('GET /fundraiser-profile/77');
  });

  it('sends the fields and only the changed image, then returns to the profile', async () => {
    let sent: FormData | undefined;
    let release: () => void = () => {};
    mockApi({
      ...fundraiserApi(),
      'GET /media': { data: [mediaItem(6, { file: 'new-logo.webp' })] },
      'POST /fundraiser-profile/77': async (request: Request) => {
        sent = await request.formData();
        await new Promise<void>((resolve) => (release = resolve));
        return { message: 'Fundraiser updated successfully.', fundraiser: { id: 77 } };
      },
    });
    signIn();
    const { user, router } = renderApp(['/fundraiser-profile/77', '/edit-fundraiser-profile/77']);

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Run for Clean Water');
    const goal = screen.getByRole('textbox', { name: /^Goal/ });
    await user.clear(goal);
    await user.type(goal, '7500');

    await chooseLibraryImage(user, 'A photo of you');
    // The address was private: the owner now shows it on the page.
    const show = screen.getByRole('checkbox', { name: 'Show my address on the page' });
    expect(show).not.toBeChecked();
    await user.click(show);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    await waitFor(() => expect(sent).toBeDefined());
    expect(Object.fromEntries(sent!.entries())).toEqual({
      name_en: 'Run for Clean Water',
      description_en: '<p>We run <strong>42 km</strong> for clean water.</p>',
      name_nl: '',
      description_nl: '',
      goal: '7500',
      addressLine1: 'Damrak 1, Amsterdam',
      show_address: 'true',
      logo: 'new-logo.webp',
    });

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fundraiser-profile/77'));
    expect(await screen.findByText('Your fundraiser has been updated.')).toBeVisible();
  });

  it('shows 422 messages under the fields and as a summary', async () => {
    mockApi({
      ...fundraiserApi(),
      'POST /fundraiser-profile/77': reply(422, {
        message: 'The given data was invalid.',
        errors: {
          addressLine1: ['The address line1 field must not be greater than 255 characters.'],
          picture: ['The picture field must be an image.'],
        },
      }),
    });
    signIn();
    const { user } = renderApp('/edit-fundraiser-profile/77');

    await screen.findByRole('textbox', { name: /^Name/ });
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(summary).toHaveTextContent(
      'Address: The address line1 field must not be greater than 255 characters.',
    );
    expect(summary).toHaveTextContent('Background picture: The picture field must be an image.');
    // Beside the hint that the address is not shown on the page.
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription(
      expect.stringContaining('The address line1 field must not be greater than 255 characters.'),
    );
    expect(screen.getByRole('group', { name: 'Background picture' })).toHaveAccessibleDescription(
      expect.stringContaining('The picture field must be an image.'),
    );
  });

  it('does not send an emptied goal or name', async () => {
    const fetchMock = mockApi(fundraiserApi());
    signIn();
    const { user } = renderApp('/edit-fundraiser-profile/77');

    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.clear(screen.getByRole('textbox', { name: /^Goal/ }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    expect(screen.getByText('Write this in at least one language.')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /fundraiser-profile/77');
  });

  it("tells someone else's visitor they may not change it", async () => {
    mockApi({
      ...fundraiserApi(),
      'GET /fundraiser-profile/77': { success: true, data: fundraiser({ users_id: 5 }) },
    });
    signIn();
    renderApp('/edit-fundraiser-profile/77');

    expect(await screen.findByText('You are not allowed to change this fundraiser.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it("says 'Invalid fundraiser ID' without an id, and 'Fundraiser not found' on a 404", async () => {
    mockApi({
      ...fundraiserApi(),
      'GET /fundraiser-profile/78': reply(404, { message: 'Fundraiser not found' }),
    });
    signIn();
    const { router } = renderApp('/edit-fundraiser-profile');

    expect(await screen.findByText('Invalid fundraiser ID')).toBeVisible();
    await router.navigate('/edit-fundraiser-profile/78');
    expect(await screen.findByText('Fundraiser not found')).toBeVisible();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(fundraiserApi());
    signIn();
    renderApp('/edit-fundraiser-profile/77');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inzamelactie bewerken' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Streefbedrag/ })).toHaveValue('€ 5.000');
    expect(screen.getByRole('button', { name: 'Bijwerken' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar de inzamelactie' })).toBeVisible();
  });
});
