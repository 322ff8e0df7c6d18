import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { enterText, renderWithProviders } from '@/testing/render-app';
import { donationPackage } from '../testing/donation-package-fixtures';
import { DonationPackagesPanel } from './donation-packages-panel';

const list = 'GET /donation-packages/nonprofit/7';

function renderPanel(canManage = true) {
  signIn();
  return renderWithProviders(<DonationPackagesPanel nonprofitId={7} canManage={canManage} />);
}

describe('Donation packages', { timeout: 30_000 }, () => {
  it("shows 'Loading donation packages...' while they load", async () => {
    mockApi({ [list]: () => new Promise(() => {}) });
    renderPanel(false);
    expect(screen.getByRole('status')).toHaveTextContent('Loading donation packages...');
  });

  it('says when there are no packages, and invites the owner to add one', async () => {
    mockApi({ [list]: { data: [] } });
    renderPanel();

    expect(await screen.findByText('No donation packages yet')).toBeVisible();
    expect(
      screen.getByText('Add a package so donors can pick an amount in one click.'),
    ).toBeVisible();
  });

  it('adds a package: checks title and amount, steps by 1 from 0, sends JSON, refreshes', async () => {
    const handlers: Record<string, unknown> = { [list]: { data: [] } };
    const sent = deferred<unknown>();
    let body: unknown;
    handlers['POST /donation-packages'] = async (request: Request) => {
      body = await request.json();
      return sent.promise;
    };
    mockApi(handlers);
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Add Donation Package' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Donation Package' }));
    const title = dialog.getByRole('textbox', { name: /^Title/ });
    const amount = dialog.getByRole('textbox', { name: /^Amount/ });

    // Blank title and no amount: nothing is sent.
    await enterText(user, title, '   ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const problem = await dialog.findByRole('alert');
    expect(problem).toHaveTextContent('Please enter a valid title and amount.');
    expect(problem).toHaveTextContent(
      'Please ensure title is not empty and amount is a positive number.',
    );

    // The stepper never goes below 0, and moves by 1.
    await user.click(amount);
    await user.keyboard('{ArrowDown}');
    expect(amount).toHaveValue('0');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(amount).toHaveValue('2');
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.clear(title);
    await enterText(user, title, '  Water for a month ');

    handlers[list] = { data: [donationPackage(3, 'Water for a month', 12.5)] };
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(body).toEqual({ title_en: 'Water for a month', amount: 12.5, nonprofits_id: 7 });

    sent.resolve(
      reply(201, {
        message: 'Donation package created successfully.',
        donationPackage: donationPackage(3, 'Water for a month', 12.5),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Water for a month')).toBeVisible();
    expect(screen.getByText('€12.50')).toBeVisible();
  });

  it("says 'Error saving donation package', preferring the server's message", async () => {
    const handlers: Record<string, unknown> = {
      [list]: { data: [] },
      'POST /donation-packages': reply(500, { message: 'Server Error' }),
    };
    mockApi(handlers);
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Add Donation Package' }));
    const dialog = within(await screen.findByRole('dialog'));
    await enterText(user, dialog.getByRole('textbox', { name: /^Title/ }), 'A well');
    await user.type(dialog.getByRole('textbox', { name: /^Amount/ }), '250');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Error saving donation package');
    // What was typed stays.
    expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue('A well');

    handlers['POST /donation-packages'] = reply(422, {
      message: 'The amount field must not be greater than 100000.',
      errors: { amount: ['The amount field must not be greater than 100000.'] },
    });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'The amount field must not be greater than 100000.',
      ),
    );
    expect(dialog.getByRole('alert')).toHaveTextContent('Error saving donation package');
    expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(
      expect.stringContaining('The amount field must not be greater than 100000.'),
    );
  });

  it('edits a package with its values filled in, and reports a failed update', async () => {
    const handlers: Record<string, unknown> = {
      [list]: { data: [donationPackage(3, 'A month of water', 10)] },
      'POST /donation-packages/3': reply(403, {
        message: 'You are not allowed to manage the donation packages of this non-profit.',
      }),
    };
    mockApi(handlers);
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Edit A month of water' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Donation Package' }));
    expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue('A month of water');
    expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue('10');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Error updating donation package');
    expect(alert).toHaveTextContent(
      'You are not allowed to manage the donation packages of this non-profit.',
    );

    let body: unknown;
    handlers['POST /donation-packages/3'] = async (request: Request) => {
      body = await request.json();
      return {
        message: 'Donation package updated successfully.',
        donationPackage: donationPackage(3, 'Two months of water', 20),
      };
    };
    handlers[list] = { data: [donationPackage(3, 'Two months of water', 20)] };
    await user.clear(dialog.getByRole('textbox', { name: /^Title/ }));
    await enterText(user, dialog.getByRole('textbox', { name: /^Title/ }), 'Two months of water');
    await user.clear(dialog.getByRole('textbox', { name: /^Amount/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Amount/ }), '20');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ title_en: 'Two months of water', amount: 20, nonprofits_id: 7 });
    expect(await screen.findByText('Two months of water')).toBeVisible();
  });

  it('deletes a package after confirming; a failure keeps the dialog with the reason', async () => {
    const handlers: Record<string, unknown> = {
      [list]: { data: [donationPackage(3, 'A month of water', 10)] },
      'POST /donation-packages/delete/3': reply(500, { message: 'Server Error' }),
    };
    mockApi(handlers);
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Delete A month of water' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete donation package?' }));
    expect(
      dialog.getByText('This will permanently delete the package A month of water.'),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Error deleting donation package');

    handlers['POST /donation-packages/delete/3'] = { message: 'Donation package deleted.' };
    handlers[list] = { data: [] };
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No donation packages yet')).toBeVisible();
  });

  it('speaks Dutch, with Dutch euro amounts', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ [list]: { data: [donationPackage(3, 'Een waterput', 1250.5)] } });
    const { user } = renderPanel();

    expect(await screen.findByText('€ 1.250,50')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Donatiepakket toevoegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Donatiepakket toevoegen' }));
    const amount = dialog.getByRole('textbox', { name: /^Bedrag/ });
    await user.type(amount, '7,5');
    expect(amount).toHaveValue('7,5');
    await user.click(dialog.getByRole('button', { name: 'Opslaan' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Vul een geldige titel en een geldig bedrag in.',
    );
  });
});
