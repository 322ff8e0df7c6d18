import { apiText } from '@/testing/i18n';
import { jobMessages } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mediaItem } from '@/components/image-picker/testing/media-fixtures';
import { isoToLocalInput } from '@/features/jobs/components/use-job-form';
import { fileOf, jobDetailFixture } from '@/features/jobs/testing/job-fixtures';
import { mockApi, reply, sentForms } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';

function editApi(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'GET /jobs/12': jobDetailFixture(),
    'GET /media': { data: [mediaItem(1)] },
    'POST /jobs/12': { message: apiText(jobMessages.updated), id: 12 },
    ...overrides,
  };
}

async function openEdit() {
  signIn();
  const view = renderApp('/edit-job/12');
  await screen.findByRole('heading', { level: 1, name: 'Edit job' });
  return view;
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('Edit job', { timeout: 60_000 }, () => {
  it('shows the stored job in the form, with its picture and PDF', async () => {
    mockApi(editApi());
    await openEdit();

    expect(textbox(/^Job title/)).toHaveValue('Water Project Coordinator');
    expect(textbox('Description')).toHaveValue('Lead our water projects in the field.');
    expect(textbox(/^Tasks/)).toHaveValue('Plan projects\nVisit villages');
    expect(textbox('E-mail')).toHaveValue('jobs@cleanwater.org');
    expect(textbox('Contact phone')).toHaveValue('+31 20 123 4567');
    // The visitor's clock, written as English pages write a moment.
    const [day, time] = isoToLocalInput('2030-06-01T08:00:00.000Z').split('T');
    const [year, month, date] = day!.split('-');
    const [hour, minute] = time!.split(':').map(Number);
    expect(screen.getByLabelText(/^Application deadline/)).toHaveValue(
      `${month}/${date}/${year} ${hour! % 12 || 12}:${String(minute).padStart(2, '0')} ${hour! < 12 ? 'AM' : 'PM'}`,
    );
    expect(screen.getByRole('img', { name: /Picture/ })).toHaveAttribute(
      'src',
      '/storage/original/team.webp',
    );
    expect(screen.getByText('Current PDF: coordinator.pdf')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute(
      'href',
      '/jobs/12',
    );
  });

  it('sends the whole form with remove_pdf, an emptied field as empty, and returns to the job', async () => {
    const fetchMock = mockApi(editApi());
    const { user, router } = await openEdit();

    await user.clear(textbox('City'));
    await user.clear(textbox(/^Job title/));
    await enterText(user, textbox(/^Job title/), 'Senior Coordinator');
    await user.click(screen.getByRole('button', { name: 'Remove PDF' }));
    expect(screen.getByText('The PDF will be removed when you save.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/12'));
    expect(await screen.findByText('Job updated successfully.')).toBeVisible();
    const body = sentForms(fetchMock, 'POST /jobs/12')[0]!;
    expect(body.get('title')).toBe('Senior Coordinator');
    expect(body.get('city')).toBe('');
    expect(body.get('tasks')).toBe('Plan projects\nVisit villages');
    expect(body.get('deadline')).toBe('2030-06-01T08:00:00.000Z');
    expect(body.get('remove_pdf')).toBe('1');
    expect(body.has('pdf')).toBe(false);
    // The picture did not change: it is not sent again, nor removed.
    expect(body.has('picture')).toBe(false);
    expect(body.has('remove_picture')).toBe(false);
  });

  it('replaces the PDF with a new one and removes the picture', async () => {
    const fetchMock = mockApi(editApi());
    const { user, router } = await openEdit();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.upload(
      screen.getByLabelText('Job description (PDF)', { selector: 'input[type="file"]' }),
      fileOf('new.pdf', 'application/pdf'),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/12'));
    const body = sentForms(fetchMock, 'POST /jobs/12')[0]!;
    expect((body.get('pdf') as File).name).toBe('new.pdf');
    expect(body.has('remove_pdf')).toBe(false);
    expect(body.get('remove_picture')).toBe('1');
  });

  it("tells someone else's account that it may not edit the job", async () => {
    const fetchMock = mockApi(editApi({ 'GET /jobs/12': jobDetailFixture({ user_id: 99 }) }));
    signIn();
    renderApp('/edit-job/12');

    expect(await screen.findByText('Not allowed')).toBeVisible();
    expect(
      screen.getByText(
        'You are not allowed to edit this job: only the person who posted it can change it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(sentForms(fetchMock, 'POST /jobs/12')).toHaveLength(0);
  });

  it("shows 'Not allowed' when the server refuses the change (403)", async () => {
    mockApi(
      editApi({ 'POST /jobs/12': reply(403, { message: apiText(jobMessages.forbiddenChange) }) }),
    );
    const { user } = await openEdit();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Not allowed')).toBeVisible();
  });

  it("shows a failed save in 'Error', keeping the form", async () => {
    mockApi(
      editApi({
        'POST /jobs/12': reply(422, {
          message: 'The website must be a valid URL.',
          errors: { website: ['The website must be a valid URL.'] },
        }),
      }),
    );
    const { user } = await openEdit();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('The website must be a valid URL.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(textbox('Website')).toHaveAccessibleDescription('The website must be a valid URL.');
    expect(textbox(/^Job title/)).toHaveValue('Water Project Coordinator');
  });

  it("says 'Job not found.' on a 404 and for an id that cannot be one", async () => {
    mockApi(editApi({ 'GET /jobs/12': reply(404, { message: apiText(jobMessages.notFound) }) }));
    signIn();
    const { router } = renderApp('/edit-job/12');

    expect(await screen.findByText('Job not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'To the jobs board' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await router.navigate('/edit-job/abc');
    expect(await screen.findByText('Job not found.')).toBeVisible();
  });

  it('shows another failure with Retry, and recovers', async () => {
    const handlers = editApi({ 'GET /jobs/12': reply(500, { message: 'Boom' }) });
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/edit-job/12');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load job details. Please try again.');
    handlers['GET /jobs/12'] = jobDetailFixture();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(editApi());
    signIn();
    renderApp('/edit-job/12');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vacature bewerken' }),
    ).toBeVisible();
    expect(textbox(/^Functietitel/)).toHaveValue('Water Project Coordinator');
    expect(screen.getByText('Huidige pdf: coordinator.pdf')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pdf verwijderen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Wijzigingen opslaan' })).toBeVisible();
  });
});
