import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLibraryImage, mediaItem } from '@/components/image-picker/testing/media-fixtures';
import { nonprofitProfile } from '@/features/nonprofits/testing/nonprofit-fixtures';
import { deferred, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

function editApi(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...profileApi(),
    'GET /nonprofit-profile/7': { data: nonprofitProfile() },
    'GET /nonprofit-event/7': { data: [] },
    'GET /nonprofit-project/7': { data: [] },
    'GET /donation-packages/nonprofit/7': { data: [] },
    'GET /media': { data: [mediaItem(1, { file: 'logo-new.webp' })] },
    ...overrides,
  };
}

describe('Edit non-profit', { timeout: 60_000 }, () => {
  it('loads the non-profit on a direct link, sends only what the form has and goes back', async () => {
    const handlers = editApi();
    const sent = deferred<unknown>();
    let form: FormData | undefined;
    handlers['POST /nonprofit-profile/7'] = async (request: Request) => {
      form = await request.formData();
      return sent.promise;
    };
    mockApi(handlers);
    signIn();
    const { user, router } = renderApp('/edit-nonprofit-profile/7');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Clean Water Foundation');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Damrak 1, Amsterdam');
    expect(screen.getByRole('textbox', { name: 'Short description' })).toHaveTextContent(
      'We bring clean water to villages.',
    );
    // The stored images show; they can be replaced, not cleared.
    const logo = within(screen.getByRole('group', { name: 'Logo' }));
    expect(logo.getByRole('img')).toHaveAttribute('src', '/storage/original/logo-water.webp');
    expect(logo.queryByRole('button', { name: 'Remove' })).toBeNull();
    // The edit form has no contact fields.
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();

    await user.clear(name);
    await user.click(name);
    await user.paste('Clean Water NL');
    await chooseLibraryImage(user, 'Logo');

    handlers['GET /nonprofit-profile/7'] = { data: nonprofitProfile({ name: 'Clean Water NL' }) };
    await user.click(screen.getByRole('button', { name: 'Update Information' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    await waitFor(() => expect(form).toBeDefined());
    expect(form?.get('name_en')).toBe('Clean Water NL');
    expect(form?.get('addressLine1')).toBe('Damrak 1, Amsterdam');
    expect(form?.get('description_en')).toContain('clean water');
    expect(form?.get('logo')).toBe('logo-new.webp');
    // Unchanged: the stored picture is not sent again.
    expect(form?.has('picture')).toBe(false);
    expect(form?.has('email')).toBe(false);

    sent.resolve({ message: 'Non-profit updated successfully.', nonprofit: { id: 7 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/non-profit-profile/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clean Water NL' })).toBeVisible();
  });

  it("asks for the details on the donors' receipts: registered name, RSIN and ANBI", async () => {
    const handlers = editApi({
      'GET /nonprofit-profile/7': {
        data: nonprofitProfile({ legal_name: 'Stichting Schoon Water', rsin: null, anbi: false }),
      },
    });
    let form: FormData | undefined;
    handlers['POST /nonprofit-profile/7'] = async (request: Request) => {
      form = await request.formData();
      return reply(422, {
        message: 'The RSIN must be 9 digits that pass the eleven test.',
        errors: { rsin: ['The RSIN must be 9 digits that pass the eleven test.'] },
      });
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/edit-nonprofit-profile/7');

    const receipts = within(
      await screen.findByRole('group', { name: "For your donors' receipts" }),
    );
    expect(receipts.getByRole('textbox', { name: 'Registered name' })).toHaveValue(
      'Stichting Schoon Water',
    );
    const anbi = receipts.getByRole('checkbox', { name: /Registered as ANBI/ });
    expect(anbi).not.toBeChecked();
    await user.type(receipts.getByRole('textbox', { name: 'RSIN' }), '8206 46 661');
    await user.click(anbi);
    await user.click(screen.getByRole('button', { name: 'Update Information' }));

    await waitFor(() => expect(form).toBeDefined());
    expect(form?.get('legalName')).toBe('Stichting Schoon Water');
    expect(form?.get('rsin')).toBe('8206 46 661');
    expect(form?.get('anbi')).toBe('true');
    // The refusal shows under the field; what was typed stays.
    expect(
      await receipts.findByText('The RSIN must be 9 digits that pass the eleven test.'),
    ).toBeVisible();
    expect(receipts.getByRole('textbox', { name: 'RSIN' })).toHaveValue('8206 46 661');
  });

  it('shows 422 messages under the fields and in the summary', async () => {
    mockApi(
      editApi({
        'POST /nonprofit-profile/7': reply(422, {
          message: 'The name field is required.',
          errors: {
            name: ['The name field is required.'],
            addressLine1: ['The address line1 field must not be greater than 255 characters.'],
          },
        }),
      }),
    );
    signIn();
    const { user, router } = renderApp('/edit-nonprofit-profile/7');

    await screen.findByRole('textbox', { name: /^Name/ });
    await user.click(screen.getByRole('button', { name: 'Update Information' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(summary).toHaveTextContent('Name: The name field is required.');
    expect(summary).toHaveTextContent(
      'Address: The address line1 field must not be greater than 255 characters.',
    );
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'The address line1 field must not be greater than 255 characters.',
    );
    expect(router.state.location.pathname).toBe('/edit-nonprofit-profile/7');
  });

  it("says 'Nonprofit ID is missing.' without an id", async () => {
    mockApi(editApi());
    signIn();
    renderApp('/edit-nonprofit-profile');

    expect(await screen.findByRole('alert')).toHaveTextContent('Nonprofit ID is missing.');
  });

  it("says 'Non-profit not found' for an unknown id, and 'Failed to load data.' on a failure", async () => {
    mockApi(
      editApi({ 'GET /nonprofit-profile/7': reply(404, { message: 'Non-profit not found' }) }),
    );
    signIn();
    const first = renderApp('/edit-nonprofit-profile/7');
    expect(await screen.findByText('Non-profit not found')).toBeVisible();
    first.unmount();

    mockApi(editApi({ 'GET /nonprofit-profile/7': reply(500, { message: 'Boom' }) }));
    renderApp('/edit-nonprofit-profile/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data.');
  });

  it("does not offer the form for someone else's non-profit", async () => {
    mockApi(editApi({ 'GET /nonprofit-profile/7': { data: nonprofitProfile({ user_id: 99 }) } }));
    signIn();
    renderApp('/edit-nonprofit-profile/7');

    expect(await screen.findByText('Not your non-profit')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update Information' })).toBeNull();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(editApi());
    signIn();
    renderApp('/edit-nonprofit-profile/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goed doel bewerken' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Korte beschrijving' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gegevens bijwerken' })).toBeVisible();
  });
});
