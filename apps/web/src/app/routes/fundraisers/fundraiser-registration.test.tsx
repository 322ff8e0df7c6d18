import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLibraryImage, mediaItem } from '@/components/image-picker/testing/media-fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { fundraiserApi, nonprofitsHandler } from './testing/fundraiser-fixtures';

type User = ReturnType<typeof renderApp>['user'];

/** Opens the non-profit select, optionally types a search, and picks `name`. */
async function chooseNonprofit(user: User, name: string, search?: string) {
  const select = screen.getByRole('combobox', { name: /Non-profit/ });
  await user.click(select);
  if (search) await user.type(select, search);
  await user.click(await screen.findByRole('option', { name }));
}

async function fillRequired(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Swim for Water');
  await user.type(screen.getByRole('textbox', { name: /^Goal/ }), '1500.5');
  await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'Dam 1, Amsterdam');
}

describe('Fundraiser registration', { timeout: 60_000 }, () => {
  it('pages through the non-profits 10 at a time and loads more on request', async () => {
    const seen: URLSearchParams[] = [];
    mockApi({ ...fundraiserApi(), 'GET /nonprofits': nonprofitsHandler(23, seen) });
    signIn();
    const { user } = renderApp('/fundraiser-registration');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start a fundraiser' }),
    ).toBeVisible();
    // Nothing is asked before the list is opened.
    expect(seen).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: /Non-profit/ }));

    const listbox = await screen.findByRole('listbox', { name: 'Non-profit' });
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option', { name: /^Non-profit/ })).toHaveLength(10),
    );
    expect(seen[0]?.get('per_page')).toBe('10');
    expect(seen[0]?.get('page')).toBe('1');

    await user.click(within(listbox).getByRole('option', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option', { name: /^Non-profit/ })).toHaveLength(20),
    );
    expect(seen.at(-1)?.get('page')).toBe('2');
    expect(seen.at(-1)?.get('per_page')).toBe('10');

    await user.click(within(listbox).getByRole('option', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option', { name: /^Non-profit/ })).toHaveLength(23),
    );
    // The last page is in: nothing more to load.
    expect(within(listbox).queryByRole('option', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches as you type and says when nothing matches the typed term', async () => {
    const seen: URLSearchParams[] = [];
    mockApi({ ...fundraiserApi(), 'GET /nonprofits': nonprofitsHandler(23, seen) });
    signIn();
    const { user } = renderApp('/fundraiser-registration');

    const select = await screen.findByRole('combobox', { name: /Non-profit/ });
    await user.click(select);
    await user.type(select, '2');
    // 'Non-profit 02', '12' and '20' to '23'.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    expect(seen.at(-1)?.get('search')).toBe('2');

    await user.clear(select);
    await user.type(select, 'Oxfam');
    expect(await screen.findByText('No results found for "Oxfam"')).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('narrows the loaded list as you type while the search is on its way, without jumping', async () => {
    const answer = nonprofitsHandler(23);
    // Searches wait here, by term, until the test lets them answer.
    const held = new Map<string, () => void>();
    mockApi({
      ...fundraiserApi(),
      'GET /nonprofits': (request: Request) => {
        const search = new URL(request.url).searchParams.get('search');
        if (!search) return answer(request);
        return new Promise((resolve) => held.set(search, () => resolve(answer(request))));
      },
    });
    signIn();
    const { user } = renderApp('/fundraiser-registration');

    const select = await screen.findByRole('combobox', { name: /Non-profit/ });
    await user.click(select);
    const listbox = await screen.findByRole('listbox', { name: 'Non-profit' });
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option', { name: /^Non-profit/ })).toHaveLength(10),
    );

    // Of the ten loaded, only 'Non-profit 02' holds a 2, and nothing more is offered to load.
    await user.type(select, '2');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Non-profit 02']);
    // Nothing loaded holds 'z': the list says it is still looking, not that nothing matches.
    await user.type(select, 'z');
    expect(within(listbox).queryByRole('option')).not.toBeInTheDocument();
    expect(within(listbox).getByText('Loading...')).toBeVisible();

    await user.type(select, '{Backspace}');
    await waitFor(() => expect(held.has('2')).toBe(true));
    held.get('2')!();
    // The search's answer: 'Non-profit 02', '12' and '20' to '23'.
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(6));
  });

  it('shows loading, then the error with Retry, then the list', async () => {
    let release: () => void = () => {};
    const handlers: Record<string, unknown> = {
      ...fundraiserApi(),
      'GET /nonprofits': () =>
        new Promise((resolve) => {
          release = () => resolve(reply(500, { message: 'Boom' }));
        }),
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/fundraiser-registration');

    await user.click(await screen.findByRole('combobox', { name: /Non-profit/ }));
    expect(await screen.findByText('Loading...')).toBeVisible();
    release();
    expect(await screen.findByText('Failed to load organizations.')).toBeVisible();

    handlers['GET /nonprofits'] = nonprofitsHandler(2);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Non-profit 02' })).toBeVisible();
  });

  it("offers the chosen non-profit's events and projects, and says when they fail", async () => {
    const handlers: Record<string, unknown> = {
      ...fundraiserApi(),
      'GET /nonprofits': nonprofitsHandler(3),
      'GET /nonprofit-event/2': reply(500, { message: 'Boom' }),
      'GET /nonprofit-project/2': { data: [projectItem(8, 'New well in Kisumu')] },
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/fundraiser-registration');

    const campaign = await screen.findByRole('combobox', { name: /Event or project/ });
    expect(campaign).toBeDisabled();
    expect(campaign).toHaveAttribute('placeholder', 'Choose a non-profit first');

    await chooseNonprofit(user, 'Non-profit 02');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load events.');
    handlers['GET /nonprofit-event/2'] = { data: [eventItem(41, 'Dam to Dam Run')] };
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    await waitFor(() => expect(campaign).toBeEnabled());
    await user.click(campaign);
    expect(await screen.findByRole('option', { name: 'Dam to Dam Run' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'New well in Kisumu' })).toBeVisible();
  });

  it('checks the required fields before sending anything', async () => {
    const fetchMock = mockApi({ ...fundraiserApi(), 'GET /nonprofits': nonprofitsHandler(3) });
    signIn();
    const { user } = renderApp('/fundraiser-registration');

    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    // The name is asked for in English, Dutch or both.
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'Write this in at least one language.',
    );
    expect(calledPaths(fetchMock)).not.toContain('POST /fundraisers');
  });

  it('sends the fundraiser as multipart, then opens its profile with a prompt to share it', async () => {
    let sent: FormData | undefined;
    let release: () => void = () => {};
    const fetchMock = mockApi({
      ...fundraiserApi(),
      'GET /nonprofits': nonprofitsHandler(3),
      'GET /nonprofit-event/3': { data: [eventItem(41, 'Dam to Dam Run')] },
      'GET /media': { data: [mediaItem(5, { file: 'swim-logo.webp' })] },
      'POST /fundraisers': async (request: Request) => {
        sent = await request.formData();
        await new Promise<void>((resolve) => (release = resolve));
        return reply(201, { message: 'Fundraiser created successfully.', fundraiser: { id: 77 } });
      },
    });
    signIn();
    const { user, router } = renderApp('/fundraiser-registration');

    await screen.findByRole('heading', { level: 1, name: 'Start a fundraiser' });
    await fillRequired(user);
    await chooseNonprofit(user, 'Non-profit 03', '03');
    // The event or project select offers the chosen non-profit's events.
    const campaign = screen.getByRole('combobox', { name: /Event or project/ });
    await waitFor(() => expect(campaign).toBeEnabled());
    await user.click(campaign);
    await user.click(await screen.findByRole('option', { name: 'Dam to Dam Run' }));

    // A person is asked for a photo of themselves, not a logo.
    expect(screen.queryByRole('group', { name: 'Logo' })).not.toBeInTheDocument();
    await chooseLibraryImage(user, 'A photo of you');
    // The address is required and private: the box to show it starts unticked.
    const show = screen.getByRole('checkbox', { name: 'Show my address on the page' });
    expect(show).not.toBeChecked();
    expect(screen.getByText('Off: visitors never see your address.')).toBeVisible();

    const editor = screen.getByRole('textbox', { name: 'Description' });
    await user.click(editor);
    await user.keyboard('Every length counts.');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await waitFor(() => expect(sent).toBeDefined());
    expect(Object.fromEntries(sent!.entries())).toEqual({
      name_en: 'Swim for Water',
      description_en: '<p>Every length counts.</p>',
      name_nl: '',
      description_nl: '',
      goal: '1500.5',
      addressLine1: 'Dam 1, Amsterdam',
      show_address: 'false',
      nonprofits_id: '3',
      events_id: '41',
      logo: 'swim-logo.webp',
    });

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fundraiser-profile/77'));
    // The new page offers to be shared at once, with its public link; once only.
    const prompt = within(
      await screen.findByRole(
        'dialog',
        { name: 'Your page is live: share Run for Water' },
        // The share dialog's code loads on demand; a busy test machine may take a while.
        { timeout: 15_000 },
      ),
    );
    expect(prompt.getByRole('textbox', { name: 'Link to this page' })).toHaveValue(
      `${window.location.origin}/fundraiser-details/77`,
    );
    await user.click(prompt.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.state).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Run for Water' })).toBeVisible();
    // The user's own fundraiser list is read again (Page List, 'Your Other Fundraisers').
    expect(calledPaths(fetchMock)).toContain('GET /user/1/fundraisers');
  });

  it('shows 422 messages under the fields and as a summary, keeping what was typed', async () => {
    mockApi({
      ...fundraiserApi(),
      'GET /nonprofits': nonprofitsHandler(3),
      'POST /fundraisers': reply(422, {
        message: 'The given data was invalid.',
        errors: {
          name: ['The name has already been taken.'],
          nonprofits_id: ['The selected nonprofits id is invalid.'],
          goal: ['The goal field must not be greater than 10000000.'],
        },
      }),
    });
    signIn();
    const { user } = renderApp('/fundraiser-registration');

    await screen.findByRole('heading', { level: 1, name: 'Start a fundraiser' });
    await fillRequired(user);
    await chooseNonprofit(user, 'Non-profit 01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(summary).toHaveTextContent('Name: The name has already been taken.');
    expect(summary).toHaveTextContent('Non-profit: The selected nonprofits id is invalid.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'The name has already been taken.',
    );
    expect(screen.getByRole('combobox', { name: /Non-profit/ })).toHaveAccessibleDescription(
      expect.stringContaining('The selected nonprofits id is invalid.'),
    );
    expect(screen.getByRole('textbox', { name: /^Goal/ })).toHaveAccessibleDescription(
      expect.stringContaining('The goal field must not be greater than 10000000.'),
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Swim for Water');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says an unconfirmed address must be confirmed first, and sends its link again', async () => {
    const fetchMock = mockApi({
      ...fundraiserApi(),
      'GET /nonprofits': nonprofitsHandler(3),
      'POST /fundraisers': reply(403, {
        message: 'Confirm your e-mail address first: open the link we sent you.',
        error: 'email_unconfirmed',
      }),
      'POST /email/confirmation': { message: 'We have sent the link again.' },
    });
    signIn();
    const { user } = renderApp('/fundraiser-registration');

    await screen.findByRole('heading', { level: 1, name: 'Start a fundraiser' });
    await fillRequired(user);
    await chooseNonprofit(user, 'Non-profit 01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Confirm your e-mail address first');
    expect(alert).toHaveTextContent(
      'Confirm your e-mail address first: open the link we sent you.',
    );
    expect(alert).not.toHaveTextContent('An error occurred');
    await user.click(
      await within(alert).findByRole('button', { name: 'Send the confirmation link again' }),
    );
    expect(await within(alert).findByText('We have sent the link again.')).toBeVisible();
    expect(calledPaths(fetchMock)).toContain('POST /email/confirmation');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Swim for Water');
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ ...fundraiserApi(), 'GET /nonprofits': nonprofitsHandler(0) });
    signIn();
    const { user } = renderApp('/fundraiser-registration');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start een inzamelactie' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Naam/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Streefbedrag/ })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Achtergrondafbeelding' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeVisible();

    const select = screen.getByRole('combobox', { name: /Goed doel/ });
    await user.click(select);
    expect(await screen.findByText('Geen goede doelen gevonden')).toBeVisible();
    await user.type(select, 'Oxfam');
    expect(await screen.findByText('Geen resultaten gevonden voor "Oxfam"')).toBeVisible();
  });
});

function eventItem(id: number, title: string) {
  return {
    id,
    title,
    label: null,
    description: null,
    logo: null,
    picture: null,
    start_date: null,
    end_date: null,
    addressLine1: null,
    nonprofits_id: 3,
    nonprofit: { id: 3, name: 'Non-profit 03' },
    raised: 0,
    user_id: 9,
    created_at: '2025-05-01T10:00:00.000Z',
  };
}

function projectItem(id: number, name: string) {
  return {
    id,
    name,
    description: null,
    picture: null,
    nonprofits_id: 2,
    nonprofit: { id: 2, name: 'Non-profit 02' },
    raised: 0,
    user_id: 9,
    created_at: '2025-05-01T10:00:00.000Z',
  };
}
