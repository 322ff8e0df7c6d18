import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLibraryImage, mediaItem } from '@/components/image-picker/testing/media-fixtures';
import { calledPaths, deferred, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const fromChooser = { nonprofitId: 7, userId: 1 };

/** /create-event as the campaign chooser opens it: with the non-profit in navigation state. */
async function openCreateEvent(state: unknown = fromChooser) {
  signIn();
  const view = renderApp('/create-event');
  await act(() => view.router.navigate('/create-event', { state }));
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const dateField = (name: string) => screen.getByLabelText(name);

describe('Create Event', { timeout: 30_000 }, () => {
  it("says 'Nonprofit ID is missing.' on a direct link and leads back to the page list", async () => {
    mockApi();
    signIn();
    renderApp('/create-event');

    expect(await screen.findByText('Nonprofit ID is missing.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your pages' })).toHaveAttribute(
      'href',
      '/profile?tab=pages',
    );
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /login', async () => {
    mockApi();
    const { router } = renderApp('/create-event');
    const { restoreSession } = await import('@/lib/session');
    restoreSession();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the form with its fields and a way back to the non-profit', async () => {
    mockApi();
    await openCreateEvent();

    expect(screen.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
    expect(document.title).toBe('Create Event | PifWorld');
    expect(screen.getByRole('link', { name: 'Back to the non-profit profile' })).toHaveAttribute(
      'href',
      '/non-profit-profile/7',
    );
    expect(field('Title')).toBeRequired();
    expect(await screen.findByRole('textbox', { name: 'Description' })).toBeVisible();
    expect(field('Address')).toBeVisible();
    // Written as English pages write a moment, whatever the browser's language.
    expect(dateField('Start date and time')).toHaveAttribute('placeholder', 'mm/dd/yyyy h:mm AM');
    expect(dateField('End date and time')).toHaveAttribute('placeholder', 'mm/dd/yyyy h:mm AM');
    expect(screen.getByRole('group', { name: 'Picture' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Logo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it("sends the event as multipart, shows 'Creating...' and returns to the profile with a toast", async () => {
    const answer = deferred();
    const sent: FormData[] = [];
    mockApi({
      'GET /media': { data: [mediaItem(1, { file: 'beach.webp' })] },
      'POST /event': async (request: Request) => {
        sent.push(await request.formData());
        await answer.promise;
        return reply(201, { message: 'Event created successfully.', event: { id: 55 } });
      },
    });
    const { user, router } = await openCreateEvent();

    await user.type(field('Title'), '  Beach cleanup  ');
    await user.click(await screen.findByRole('textbox', { name: 'Description' }));
    await user.keyboard('Bring gloves');
    await user.type(field('Address'), 'Strandweg 1, Scheveningen');
    fireEvent.change(dateField('Start date and time'), { target: { value: '2026-05-01T10:00' } });
    fireEvent.change(dateField('End date and time'), { target: { value: '2026-05-01T16:30' } });
    await chooseLibraryImage(user, 'Picture');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!;
    expect(body.get('title_en')).toBe('Beach cleanup');
    expect(body.get('description_en')).toBe('<p>Bring gloves</p>');
    expect(body.get('addressLine1')).toBe('Strandweg 1, Scheveningen');
    expect(body.get('start_date')).toBe(new Date(2026, 4, 1, 10, 0).toISOString());
    expect(body.get('end_date')).toBe(new Date(2026, 4, 1, 16, 30).toISOString());
    expect(body.get('nonprofits_id')).toBe('7');
    expect(body.get('user_id')).toBe('1');
    expect(body.get('picture')).toBe('beach.webp');
    expect(body.has('logo')).toBe(false);

    answer.resolve(undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/non-profit-profile/7'));
    expect(await screen.findByText('Event created successfully.')).toBeVisible();
  });

  it('asks for a title and an end that is not before the start, without calling the API', async () => {
    const fetchMock = mockApi();
    const { user } = await openCreateEvent();

    fireEvent.change(dateField('Start date and time'), { target: { value: '2026-05-02T10:00' } });
    fireEvent.change(dateField('End date and time'), { target: { value: '2026-05-01T10:00' } });
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeVisible();
    fireEvent.blur(dateField('End date and time'));
    expect(dateField('End date and time')).toHaveValue('05/01/2026 10:00 AM');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Write this in at least one language.')).toBeVisible();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Title'), 'Beach cleanup');
    expect(screen.queryByText('Write this in at least one language.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(calledPaths(fetchMock)).not.toContain('POST /event');

    fireEvent.change(dateField('End date and time'), { target: { value: '2026-05-02T10:00' } });
    expect(screen.queryByText('The end date cannot be before the start date.')).toBeNull();
  });

  it("shows a 422 under each field and in 'Please fix the following errors:', keeping the input", async () => {
    mockApi({
      'POST /event': reply(422, {
        message: 'The title has already been taken. (and 2 more errors)',
        errors: {
          title: ['The title has already been taken.'],
          start_date: ['The start date field must be a valid date.'],
          logo: ['The logo field must be an image.'],
        },
      }),
    });
    const { user, router } = await openCreateEvent();

    await user.type(field('Title'), 'Beach cleanup');
    await user.type(field('Address'), 'Strandweg 1');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(summary).toHaveTextContent('Title: The title has already been taken.');
    expect(summary).toHaveTextContent(
      'Start date and time: The start date field must be a valid date.',
    );
    expect(summary).toHaveTextContent('Logo: The logo field must be an image.');
    expect(field('Title')).toHaveAccessibleDescription('The title has already been taken.');
    expect(dateField('Start date and time')).toHaveAccessibleDescription(
      'The start date field must be a valid date.',
    );
    expect(screen.getByRole('group', { name: 'Logo' })).toHaveAccessibleDescription(
      'The logo field must be an image.',
    );
    expect(field('Title')).toHaveValue('Beach cleanup');
    expect(field('Address')).toHaveValue('Strandweg 1');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/create-event');
  });

  it("shows the server's refusal for someone else's non-profit", async () => {
    mockApi({
      'POST /event': reply(403, {
        message: 'You are not allowed to add campaigns to this non-profit.',
      }),
    });
    const { user } = await openCreateEvent();

    await user.type(field('Title'), 'Beach cleanup');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not allowed to add campaigns to this non-profit.',
    );
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    await openCreateEvent();

    expect(await screen.findByRole('heading', { level: 1, name: 'Evenement maken' })).toBeVisible();
    expect(field('Titel')).toBeVisible();
    expect(field('Adres')).toBeVisible();
    expect(dateField('Startdatum en -tijd')).toHaveAttribute('placeholder', 'dd-mm-jjjj uu:mm');
    fireEvent.change(dateField('Startdatum en -tijd'), { target: { value: '1-5-2026 14:30' } });
    fireEvent.blur(dateField('Startdatum en -tijd'));
    expect(dateField('Startdatum en -tijd')).toHaveValue('01-05-2026 14:30');
    expect(screen.getByRole('group', { name: 'Afbeelding' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Maken' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Terug naar het profiel van het goede doel' }),
    ).toBeVisible();
  });

  it("says 'Nonprofit ID is missing.' in Dutch too", async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    signIn();
    renderApp('/create-event');

    expect(await screen.findByText('ID van het goede doel ontbreekt.')).toBeVisible();
    expect(screen.getByRole('link', { name: "Terug naar je pagina's" })).toBeVisible();
  });
});
